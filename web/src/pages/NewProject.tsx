// Creating a project (owners): a name and a domain; the plan's brand limit is the server's.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ErrorState } from '../components/states.tsx';
import { fieldText } from '../format.ts';
import { useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

export default function NewProject() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const create = useMutation(
    trpc.projects.create.mutationOptions({
      onSuccess: async (p) => {
        setDone(p.slug);
        await refetchAfterWrite(queryClient, { queryKey: trpc.projects.list.queryKey() });
      },
    }),
  );
  return (
    <section className="card">
      <h2>New project</h2>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          create.mutate({ name: fieldText(f.get('name')), domain: fieldText(f.get('domain')) });
        }}
      >
        <label>
          Name
          <input name="name" required maxLength={200} />
        </label>
        <label>
          Domain
          <input name="domain" required placeholder="example.com" />
        </label>
        <button type="submit" disabled={create.isPending}>
          Create project
        </button>
      </form>
      {create.isError && <ErrorState error={create.error} />}
      {done && (
        <p role="status">
          Created <Link href={`/projects/${done}`}>{done}</Link>.
        </p>
      )}
    </section>
  );
}
