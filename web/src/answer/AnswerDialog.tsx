// The answer a citation or mention came from, over the list it was opened from.
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { ErrorState, Loading } from '../components/states.tsx';
import { useTRPC } from '../trpc.ts';
import { LazyAnswerView } from './LazyAnswerView.tsx';

export function AnswerDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const trpc = useTRPC();
  const ref = useRef<HTMLDialogElement>(null);
  const answer = useQuery(trpc.projects.answer.queryOptions({ id }));
  useEffect(() => ref.current?.showModal(), []);
  return (
    <dialog ref={ref} onClose={onClose} aria-labelledby="answer-h">
      <h2 id="answer-h">Engine answer</h2>
      {answer.isPending && <Loading what="the answer" />}
      {answer.isError && <ErrorState error={answer.error} retry={() => void answer.refetch()} />}
      {answer.data && <LazyAnswerView answer={answer.data} />}
      <button type="button" onClick={() => ref.current?.close()}>
        Close
      </button>
    </dialog>
  );
}
