// The project's log drains on the AI crawlers page: the endpoints a CDN posts the site's request
// logs to (docs/crawlers.md, "A log drain"). Listed, added (the signing secret shown once) and
// deleted through the API's drain operations, so the rules are REST's: at most 10 drains, the
// secret never listed, a deleted drain's endpoint answering 404.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ConfirmButton } from '../components/ConfirmButton.tsx';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { fieldText, formatDateTime } from '../format.ts';
import { drainProviderLabels, logFormatLabels } from '../labels.ts';
import { type Inputs, type Outputs, useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

type Drain = Outputs['projects']['crawlerDrains'][number];
type Provider = Drain['provider'];
type Format = Drain['format'];

const providers = Object.keys(drainProviderLabels) as Provider[];
const formats = Object.keys(logFormatLabels) as Format[];
/** The full address a sender posts to: the drain's path on this service. */
const endpointUrl = (path: string) => `${window.location.origin}${path}`;

export function LogDrains({ slug }: { slug: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const drains = useQuery(trpc.projects.crawlerDrains.queryOptions({ slug }));
  const refresh = () => refetchAfterWrite(queryClient, { queryKey: trpc.projects.crawlerDrains.queryKey({ slug }) });
  const create = useMutation(trpc.projects.createCrawlerDrain.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.projects.deleteCrawlerDrain.mutationOptions({ onSuccess: refresh }));
  return (
    <section aria-labelledby="drains-heading" data-testid="log-drains">
      <h2 id="drains-heading">Log drains</h2>
      <p className="muted">
        An endpoint of this service a CDN posts the site’s request logs to (a Vercel log drain, or any sender that signs its bodies the same
        way: hex HMAC-SHA1 of the body with the drain’s secret in <code>x-vercel-signature</code>).
      </p>
      <QueryView query={drains} what="the log drains">
        {(list) =>
          list.length === 0 ? (
            <Empty>No log drain yet. Add one below, or import log files (docs/crawlers.md).</Empty>
          ) : (
            <table data-testid="drains-table">
              <TableHead
                caption="The project’s log drains"
                columns={['Provider', 'Format', 'Endpoint URL', 'Created', 'Last received']}
                actions
              />
              <tbody>
                {list.map((d) => (
                  <tr key={d.id} data-drain={d.id}>
                    <th scope="row">{drainProviderLabels[d.provider]}</th>
                    <td>{logFormatLabels[d.format]}</td>
                    <td>
                      <code className="url">{endpointUrl(d.path)}</code>
                    </td>
                    <td>{formatDateTime(d.createdAt)}</td>
                    <td data-testid="last-received">{d.lastReceivedAt ? formatDateTime(d.lastReceivedAt) : 'never'}</td>
                    <td>
                      <ConfirmButton
                        label="Delete"
                        what={`the drain ${d.id}`}
                        consequence="Its endpoint stops accepting logs (what it delivered stays counted)."
                        pending={remove.isPending}
                        onConfirm={(done) => remove.mutate({ slug, drainId: d.id }, { onSettled: done })}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      {remove.isError && <ErrorState error={remove.error} />}
      <section className="card">
        <h3>Add a drain</h3>
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const verifyToken = fieldText(f.get('verifyToken')).trim();
            const input: Inputs['projects']['createCrawlerDrain'] = {
              slug,
              provider: fieldText(f.get('provider')) as Provider,
              format: fieldText(f.get('format')) as Format,
              verifyToken: verifyToken || undefined,
            };
            create.mutate(input);
          }}
        >
          <label>
            Provider
            <select name="provider" defaultValue="vercel">
              {providers.map((p) => (
                <option key={p} value={p}>
                  {drainProviderLabels[p]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Format of the lines
            <select name="format" defaultValue="vercel">
              {formats.map((f) => (
                <option key={f} value={f}>
                  {logFormatLabels[f]}
                </option>
              ))}
            </select>
          </label>
          <label>
            Vercel verify token (optional: the value Vercel shows when adding a custom endpoint)
            <input name="verifyToken" maxLength={200} pattern="[\x21-\x7e]+" autoComplete="off" />
          </label>
          <button type="submit" disabled={create.isPending}>
            Add drain
          </button>
        </form>
        {create.isError && <ErrorState error={create.error} />}
        {create.data && (
          <>
            <p data-testid="new-drain-url">
              Post the logs to <code>{endpointUrl(create.data.path)}</code>, signed with this secret.
            </p>
            <ShownOnce label="Signing secret of the new drain." value={create.data.secret} />
          </>
        )}
      </section>
    </section>
  );
}
