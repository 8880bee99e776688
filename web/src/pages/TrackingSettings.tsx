// Brand aliases, the engines a project's audits ask, samples per prompt, its re-audit cadence and
// the role judge switch (part of the Tracking setup page). Engines this service has no key for are shown but cannot be
// chosen here; samples are offered up to the plan's maximum (the server checks it again).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorState } from '../components/states.tsx';
import { fieldText } from '../format.ts';
import { engineLabels } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

type Tracking = Outputs['tracking']['list'];
type Engine = Tracking['engines'][number]['engine'];

const cadences = [1, 7, 14, 30, 90];

/** "a, b ,, c" -> ["a", "b", "c"]: how lists (tags, aliases) are typed into one field. */
export const splitList = (value: FormDataEntryValue | null) =>
  fieldText(value)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

export function TrackingSettingsForm({ slug, t }: { slug: string; t: Tracking }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [problem, setProblem] = useState<string | null>(null);
  const update = useMutation(
    trpc.tracking.updateSettings.mutationOptions({
      onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.tracking.list.queryKey({ slug }) }),
    }),
  );
  const { settings } = t;
  const configured = t.engines.filter((e) => e.configured).map((e) => e.engine);
  // Nothing chosen means every configured engine: those boxes start checked.
  const isChecked = (engine: Engine) => (settings.engines.length ? settings.engines.includes(engine) : configured.includes(engine));
  // 1 to the plan's maximum; a value set under a larger plan stays listed (audits ask the maximum).
  const sampleOptions = Array.from({ length: Math.max(settings.maxSamplesPerPrompt, settings.samplesPerPrompt) }, (_, i) => i + 1);
  const cadenceOptions =
    settings.auditEveryDays && !cadences.includes(settings.auditEveryDays)
      ? [...cadences, settings.auditEveryDays].sort((a, b) => a - b)
      : cadences;

  return (
    <section aria-labelledby="settings-h">
      <h2 id="settings-h">Brand, engines, samples and schedule</h2>
      {/* Remounted with the saved values after each save. */}
      <form
        key={JSON.stringify(settings)}
        className="stack-form card"
        aria-label="Tracking settings"
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          const checked = f.getAll('engines').map(String) as Engine[];
          if (configured.length > 0 && checked.length === 0) {
            setProblem('Choose at least one engine.');
            return;
          }
          setProblem(null);
          // Engines chosen earlier but not configured here stay chosen; all configured ones and no
          // other choice is saved as "every configured engine" (so engines configured later join).
          const kept = settings.engines.filter((e) => !configured.includes(e));
          const all = kept.length === 0 && configured.every((e) => checked.includes(e));
          const days = fieldText(f.get('cadence'));
          update.mutate({
            slug,
            brandAliases: splitList(f.get('aliases')),
            engines: all ? [] : [...checked, ...kept],
            auditEveryDays: days ? Number(days) : null,
            samplesPerPrompt: Number(fieldText(f.get('samples'))),
            judgeRoles: f.get('judgeRoles') === 'on',
          });
        }}
      >
        <label>
          Brand aliases of {t.project.name} (comma-separated)
          <input name="aliases" defaultValue={settings.brandAliases.join(', ')} placeholder={`${t.project.name} Inc.`} />
        </label>
        <fieldset>
          <legend>Engines asked by audits</legend>
          {t.engines.map((e) => (
            <label key={e.engine} className="check">
              <input
                type="checkbox"
                name="engines"
                value={e.engine}
                defaultChecked={e.configured && isChecked(e.engine)}
                disabled={!e.configured}
              />
              {engineLabels[e.engine]} <span className="muted">{e.configured ? `(${e.model})` : '— not configured on this service'}</span>
            </label>
          ))}
        </fieldset>
        <p className="muted" data-testid="effective-engines">
          {settings.effectiveEngines.length
            ? `Audits ask now: ${settings.effectiveEngines.map((e) => engineLabels[e]).join(', ')}.`
            : configured.length
              ? 'None of the chosen engines is configured on this service: audits ask no engine.'
              : 'No engine is configured on this service: audits ask no engine.'}
        </p>
        <label>
          Samples per prompt
          <select name="samples" defaultValue={settings.samplesPerPrompt} aria-describedby="samples-help">
            {sampleOptions.map((n) => (
              <option key={n} value={n} disabled={n > settings.maxSamplesPerPrompt}>
                {n === 1 ? '1 (ask once)' : `${n} times`}
              </option>
            ))}
          </select>
        </label>
        <p className="muted" id="samples-help" data-testid="samples-help">
          Each engine is asked each tracked prompt this many times per audit. Every sample is an answer of its own and an engine call paid
          from the monthly engine budget; more samples make the rates steadier. Your plan allows up to {settings.maxSamplesPerPrompt}.
        </p>
        <label>
          Scheduled re-audit
          <select name="cadence" defaultValue={settings.auditEveryDays ?? ''}>
            <option value="">off</option>
            {cadenceOptions.map((d) => (
              <option key={d} value={d}>
                every {d === 1 ? 'day' : `${d} days`}
              </option>
            ))}
          </select>
        </label>
        <fieldset>
          <legend>Role judge</legend>
          <label className="check">
            <input
              type="checkbox"
              name="judgeRoles"
              defaultChecked={settings.judgeRoles}
              disabled={!t.roleJudge.available && !settings.judgeRoles}
              aria-describedby="judge-help"
            />
            Judge roles and sentiment with a language model after each audit
          </label>
          <p className="muted" id="judge-help" data-testid="judge-help">
            {t.roleJudge.available
              ? `The model (${t.roleJudge.model}) reads each answer and the brands found in it and gives each a role, a sentiment and the sentence that decides, stored beside the rules' verdict, never over it; disagreements show on each answer. Its calls are paid from the monthly engine budget.`
              : 'No role judge is configured on this service (it needs an OpenAI or xAI key): the rules alone give roles and sentiment.'}
          </p>
        </fieldset>
        <button type="submit" disabled={update.isPending}>
          Save settings
        </button>
        <div role="status" aria-live="polite">
          {update.isSuccess && !update.isPending && <p>Saved.</p>}
        </div>
      </form>
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
      {update.isError && <ErrorState error={update.error} />}
    </section>
  );
}
