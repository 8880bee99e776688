// The answer viewer with marked and DOMPurify in a chunk of their own, loaded when an answer is
// first shown.
import { lazy, Suspense } from 'react';
import { Loading } from '../components/states.tsx';
import type { Answer } from './AnswerView.tsx';

const AnswerView = lazy(() => import('./AnswerView.tsx'));

export function LazyAnswerView(props: { answer: Answer; level?: 2 | 3 }) {
  return (
    <Suspense fallback={<Loading what="the answer viewer" />}>
      <AnswerView {...props} />
    </Suspense>
  );
}
