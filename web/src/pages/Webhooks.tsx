import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ConfirmButton } from '../components/ConfirmButton.tsx';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { fieldText, formatDateTime } from '../format.ts';
import { deliveryStateLabels } from '../labels.ts';
import { type Outputs, useTRPC } from '../trpc.ts';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { refetchAfterWrite } from '../refetch.ts';

type Endpoint = Outputs['webhooks']['list']['endpoints'][number];

export function WebhooksSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const endpoints = useQuery(trpc.webhooks.list.queryOptions());
  const create = useMutation(
    trpc.webhooks.create.mutationOptions({ onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.webhooks.list.queryKey() }) }),
  );
  return (
    <>
      <h1>Webhooks</h1>
      <section className="card">
        <h2>Add an endpoint</h2>
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const events = f.getAll('events').map(String) as ('audit_run.completed' | 'audit_run.failed' | 'visibility.changed')[];
            create.mutate({ url: fieldText(f.get('url')), events: events.length ? events : undefined });
          }}
        >
          <label>
            URL
            <input name="url" type="url" required placeholder="https://example.com/hooks/visibility" />
          </label>
          <fieldset>
            <legend>Events (none checked: the two audit_run events)</legend>
            <label className="check">
              <input type="checkbox" name="events" value="audit_run.completed" /> audit_run.completed
            </label>
            <label className="check">
              <input type="checkbox" name="events" value="audit_run.failed" /> audit_run.failed
            </label>
            <label className="check">
              <input type="checkbox" name="events" value="visibility.changed" /> visibility.changed (a significant change of the
              brand&apos;s visibility since the previous audit)
            </label>
          </fieldset>
          <button type="submit" disabled={create.isPending}>
            Add endpoint
          </button>
        </form>
        {create.isError && <ErrorState error={create.error} />}
        {create.data && <ShownOnce label="Signing secret of the new endpoint." value={create.data.secret} />}
      </section>
      <QueryView query={endpoints} what="endpoints">
        {({ endpoints: list }) =>
          list.length === 0 ? <Empty>No webhook endpoints yet.</Empty> : list.map((e) => <EndpointCard key={e.id} endpoint={e} />)
        }
      </QueryView>
    </>
  );
}

function EndpointCard({ endpoint }: { endpoint: Endpoint }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [showDeliveries, setShowDeliveries] = useState(false);
  const refresh = () => refetchAfterWrite(queryClient, { queryKey: trpc.webhooks.pathKey() });
  const pause = useMutation(trpc.webhooks.pause.mutationOptions({ onSuccess: refresh }));
  const enable = useMutation(trpc.webhooks.enable.mutationOptions({ onSuccess: refresh }));
  const rotate = useMutation(trpc.webhooks.rotateSecret.mutationOptions());
  const remove = useMutation(trpc.webhooks.delete.mutationOptions({ onSuccess: refresh }));
  const [reveal, setReveal] = useState(false);
  const secret = useQuery(trpc.webhooks.secret.queryOptions({ id: endpoint.id }, { enabled: reveal, staleTime: 0, gcTime: 0 }));
  const failure = [pause, enable, rotate, remove].find((m) => m.isError)?.error ?? secret.error;
  return (
    <article className="card" data-testid={`endpoint-${endpoint.id}`} aria-label={`Endpoint ${endpoint.url}`}>
      <h2 className="url">{endpoint.url}</h2>
      <p>
        <strong>{endpoint.state}</strong> · {endpoint.events.join(', ')} · added {formatDateTime(endpoint.createdAt)}
        {endpoint.state === 'paused' && endpoint.pausedReason ? ` · paused: ${endpoint.pausedReason}` : ''}
      </p>
      <div className="actions">
        {endpoint.state === 'active' ? (
          <button type="button" onClick={() => pause.mutate({ id: endpoint.id })}>
            Pause
          </button>
        ) : (
          <button type="button" onClick={() => enable.mutate({ id: endpoint.id })}>
            Re-enable
          </button>
        )}
        <button type="button" onClick={() => setReveal((r) => !r)} aria-expanded={reveal}>
          {reveal ? 'Hide secret' : 'Reveal secret'}
        </button>
        <button type="button" onClick={() => rotate.mutate({ id: endpoint.id })}>
          Rotate secret
        </button>
        <button type="button" onClick={() => setShowDeliveries((s) => !s)} aria-expanded={showDeliveries}>
          {showDeliveries ? 'Hide deliveries' : 'Deliveries'}
        </button>
        <ConfirmButton
          label="Delete"
          what={`the endpoint ${endpoint.url}`}
          consequence="Its deliveries stop, and its history goes with it."
          pending={remove.isPending}
          onConfirm={(done) => remove.mutate({ id: endpoint.id }, { onSettled: done })}
        />
      </div>
      {reveal && secret.data && <code data-testid="endpoint-secret">{secret.data.secret}</code>}
      {rotate.data && <ShownOnce label="New signing secret (the old one stops working now)." value={rotate.data.secret} />}
      {failure && <ErrorState error={failure} />}
      {showDeliveries && <Deliveries id={endpoint.id} />}
    </article>
  );
}

function Deliveries({ id }: { id: string }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const deliveries = useQuery(trpc.webhooks.deliveries.queryOptions({ id, limit: 20 }, { refetchInterval: 3000 }));
  const replay = useMutation(
    trpc.webhooks.replay.mutationOptions({
      onSuccess: () => refetchAfterWrite(queryClient, { queryKey: trpc.webhooks.deliveries.queryKey() }),
    }),
  );
  return (
    <section aria-label="Deliveries">
      <QueryView query={deliveries} what="deliveries">
        {({ deliveries: list }) =>
          list.length === 0 ? (
            <Empty>No deliveries yet. One is sent when an audit run of the account ends.</Empty>
          ) : (
            <table data-testid="deliveries-table">
              <TableHead caption="Recent deliveries" columns={['Event', 'State', 'Attempts', 'Created']} actions />
              <tbody>
                {list.map((d) => (
                  <tr key={d.id}>
                    <td>
                      {d.event}
                      <div className="muted">{d.eventId}</div>
                    </td>
                    <td>{deliveryStateLabels[d.state] ?? d.state}</td>
                    <td>
                      <ol className="attempts">
                        {d.attempts.map((a) => (
                          <li key={a.number}>
                            {formatDateTime(a.startedAt)}: {a.outcome}
                            {a.statusCode ? ` (HTTP ${a.statusCode})` : ''}
                            {a.error ? ` — ${a.error}` : ''}
                          </li>
                        ))}
                      </ol>
                    </td>
                    <td>{formatDateTime(d.createdAt)}</td>
                    <td>
                      <button type="button" onClick={() => replay.mutate({ deliveryId: d.id })}>
                        Replay
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      {replay.isError && <ErrorState error={replay.error} />}
    </section>
  );
}
