// The Tracking setup page: the prompts every audit asks the engines, the competitors and brand
// aliases found in their answers, which engines are asked and how often the project is re-audited,
// with the plan's limits and this month's engine spend. Every error is the server's sentence.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SubmitEvent } from 'react';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { fieldText, formatDateTime } from '../format.ts';
import { planLabels } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { splitList, TrackingSettingsForm } from './TrackingSettings.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { refetchAfterWrite } from '../refetch.ts';

type Tracking = Outputs['tracking']['list'];

const dollars = (micros: number) => `$${(micros / 1_000_000).toFixed(2)}`;

/** Runs `mutate` with the form's data and clears the form once the server accepted it. */
function submitting(run: (f: FormData, done: () => void) => void) {
  return (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = e.currentTarget;
    run(new FormData(form), () => form.reset());
  };
}

export function TrackingPage({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const tracking = useQuery(trpc.tracking.list.queryOptions({ slug }));
  return (
    <>
      <h1>Tracking setup</h1>
      <QueryView query={tracking} what="what the project tracks">
        {(t) => (
          <>
            <Limits t={t} />
            <Prompts slug={slug} t={t} />
            <Competitors slug={slug} t={t} />
            <TrackingSettingsForm slug={slug} t={t} />
          </>
        )}
      </QueryView>
    </>
  );
}

function Limits({ t }: { t: Tracking }) {
  const { spentMicros, overrunMicros, budgetMicros } = t.engineBudget;
  return (
    <section className="card" aria-labelledby="limits-h">
      <h2 id="limits-h">Plan limits</h2>
      <p>
        Plan <strong>{planLabels[t.project.plan]}</strong>: {t.prompts.length} of {t.limits.trackedPrompts} tracked prompts,{' '}
        {t.competitors.length} of {t.limits.competitors} competitors.
      </p>
      <p data-testid="engine-budget">
        Engine spend this month:{' '}
        <meter min={0} max={budgetMicros} value={spentMicros} aria-label="engine spend against the monthly budget" /> {dollars(spentMicros)}{' '}
        of {dollars(budgetMicros)}.
        {overrunMicros > 0 && <> Providers billed {dollars(overrunMicros)} beyond it; no engine is asked again this month.</>}
      </p>
      <JudgeSpend judge={t.roleJudge} on={t.settings.judgeRoles} />
    </section>
  );
}

/** The role judge's part of the month's engine spend: its calls, the answers its cache served, their cost. */
function JudgeSpend({ judge, on }: { judge: Tracking['roleJudge']; on: boolean }) {
  if (!on && judge.calls === 0 && judge.cached === 0) return null;
  return (
    <p data-testid="judge-spend">
      Role judge this month:{' '}
      {judge.calls === 0 && judge.cached === 0 ? (
        'no call yet.'
      ) : (
        <>
          {judge.calls === 1 ? '1 call' : `${judge.calls} calls`}, ${(judge.costMicros / 1_000_000).toFixed(4)} (part of the engine spend)
          {judge.cached > 0 && <>; {judge.cached === 1 ? '1 answer' : `${judge.cached} answers`} from its cache at no cost</>}.
        </>
      )}
    </p>
  );
}

function useRefresh(slug: string) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return () => refetchAfterWrite(queryClient, { queryKey: trpc.tracking.list.queryKey({ slug }) });
}

function Prompts({ slug, t }: { slug: string; t: Tracking }) {
  const trpc = useTRPC();
  const refresh = useRefresh(slug);
  const add = useMutation(trpc.tracking.addPrompt.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.tracking.removePrompt.mutationOptions({ onSuccess: refresh }));
  return (
    <section aria-labelledby="prompts-h">
      <h2 id="prompts-h">Tracked prompts</h2>
      <p className="muted">The questions a buyer would ask. Every audit asks each of them of the project's engines.</p>
      <form
        className="inline-form card"
        aria-label="Add a prompt"
        onSubmit={submitting((f, done) =>
          add.mutate(
            {
              slug,
              text: fieldText(f.get('text')),
              tags: splitList(f.get('tags')),
              country: fieldText(f.get('country')).trim().toUpperCase() || null,
              language: fieldText(f.get('language')).trim() || null,
            },
            { onSuccess: done },
          ),
        )}
      >
        <label className="grow">
          Prompt
          <input name="text" required maxLength={500} placeholder="best CRM for small agencies" />
        </label>
        <label>
          Tags (comma-separated)
          <input name="tags" placeholder="crm, agencies" />
        </label>
        <label>
          Country (optional)
          <input name="country" maxLength={2} size={4} placeholder="US" />
        </label>
        <label>
          Language (optional)
          <input name="language" maxLength={20} size={6} placeholder="en" />
        </label>
        <button type="submit" disabled={add.isPending}>
          Add prompt
        </button>
      </form>
      {add.isError && <ErrorState error={add.error} />}
      {t.prompts.length === 0 ? (
        <Empty>No tracked prompts yet: until you add one, audits ask no engine.</Empty>
      ) : (
        <table data-testid="prompts-table">
          <TableHead caption="Tracked prompts" columns={['Prompt', 'Tags', 'Country', 'Language', 'Added']} actions />
          <tbody>
            {t.prompts.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.text}</th>
                <td>{p.tags.join(', ') || <span className="muted">none</span>}</td>
                <td>{p.country ?? <span className="muted">any</span>}</td>
                <td>{p.language ?? <span className="muted">any</span>}</td>
                <td>{formatDateTime(p.createdAt)}</td>
                <td>
                  <button type="button" onClick={() => remove.mutate({ slug, id: p.id })} disabled={remove.isPending}>
                    Remove<span className="sr-only"> prompt “{p.text}”</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {remove.isError && <ErrorState error={remove.error} />}
    </section>
  );
}

function Competitors({ slug, t }: { slug: string; t: Tracking }) {
  const trpc = useTRPC();
  const refresh = useRefresh(slug);
  const add = useMutation(trpc.tracking.addCompetitor.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.tracking.removeCompetitor.mutationOptions({ onSuccess: refresh }));
  return (
    <section aria-labelledby="competitors-h">
      <h2 id="competitors-h">Competitors</h2>
      <p className="muted">Their names and aliases are matched in answers, their domains in the sources the engines cite.</p>
      <form
        className="inline-form card"
        aria-label="Add a competitor"
        onSubmit={submitting((f, done) =>
          add.mutate(
            { slug, name: fieldText(f.get('name')), domain: fieldText(f.get('domain')), aliases: splitList(f.get('aliases')) },
            { onSuccess: done },
          ),
        )}
      >
        <label>
          Name
          <input name="name" required maxLength={200} placeholder="Globex" />
        </label>
        <label>
          Domain
          <input name="domain" required maxLength={253} placeholder="globex.com" />
        </label>
        <label className="grow">
          Aliases (comma-separated)
          <input name="aliases" placeholder="Globex Corp, Globex CRM" />
        </label>
        <button type="submit" disabled={add.isPending}>
          Add competitor
        </button>
      </form>
      {add.isError && <ErrorState error={add.error} />}
      {t.competitors.length === 0 ? (
        <Empty>No competitors yet: share of voice compares the brand with no one.</Empty>
      ) : (
        <table data-testid="competitors-table">
          <TableHead caption="Competitors" columns={['Name', 'Domain', 'Aliases']} actions />
          <tbody>
            {t.competitors.map((c) => (
              <tr key={c.id}>
                <th scope="row">{c.name}</th>
                <td>{c.domain}</td>
                <td>{c.aliases.join(', ') || <span className="muted">none</span>}</td>
                <td>
                  <button type="button" onClick={() => remove.mutate({ slug, id: c.id })} disabled={remove.isPending}>
                    Remove<span className="sr-only"> competitor {c.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {remove.isError && <ErrorState error={remove.error} />}
    </section>
  );
}
