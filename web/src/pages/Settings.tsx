import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'wouter';
import { ConfirmButton } from '../components/ConfirmButton.tsx';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { fieldText, formatDateTime } from '../format.ts';
import { ShownOnce } from '../components/ShownOnce.tsx';
import { TableHead } from '../components/TableHead.tsx';
import { McpSnippet } from '../components/McpSnippet.tsx';
import { keyRoleLabels, keyStateLabels, planLabels, userRoleLabels } from '../labels.ts';
import { type Me, useTRPC } from '../trpc.ts';
import { ChangePassword, ResetPassword } from './Passwords.tsx';
import { WebhooksSettings } from './Webhooks.tsx';
import { BrandSettings } from './BrandSettings.tsx';
import { refetchAfterWrite } from '../refetch.ts';

const ownerTabs = [
  ['keys', 'API keys'],
  ['webhooks', 'Webhooks'],
  ['users', 'Users'],
  ['plan', 'Plan and usage'],
  ['brand', 'Branding'],
] as const;
const passwordTab = ['password', 'Password'] as const;

/** Owners see every tab; members only their password (the server refuses them the rest anyway). */
export default function SettingsPage({ tab, me }: { tab: string; me: Me }) {
  const tabs = me.role === 'OWNER' ? [...ownerTabs, passwordTab] : [passwordTab];
  return (
    <>
      <nav aria-label="Settings" className="tabs">
        {tabs.map(([t, label]) => (
          <Link key={t} href={`/settings/${t}`} className={tab === t ? 'active' : ''} aria-current={tab === t ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {tab === 'keys' && <KeysSettings />}
      {tab === 'webhooks' && <WebhooksSettings />}
      {tab === 'users' && <UsersSettings me={me} />}
      {tab === 'plan' && <PlanSettings />}
      {tab === 'brand' && <BrandSettings />}
      {tab === 'password' && <ChangePassword />}
    </>
  );
}

function KeysSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const keys = useQuery(trpc.keys.list.queryOptions());
  const projects = useQuery(trpc.projects.list.queryOptions());
  const refresh = () => refetchAfterWrite(queryClient, { queryKey: trpc.keys.list.queryKey() });
  const create = useMutation(trpc.keys.create.mutationOptions({ onSuccess: refresh }));
  const revoke = useMutation(trpc.keys.revoke.mutationOptions({ onSuccess: refresh }));
  return (
    <>
      <h1>API keys</h1>
      <section className="card">
        <h2>Create a key</h2>
        <form
          className="stack-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const days = fieldText(f.get('expires'));
            create.mutate({
              name: fieldText(f.get('name')),
              role: f.get('role') === 'TRIGGER' ? 'TRIGGER' : f.get('role') === 'INGEST' ? 'INGEST' : 'READ',
              projects: f.getAll('projects').map(String),
              expiresInDays: days ? Number(days) : undefined,
            });
          }}
        >
          <label>
            Name
            <input name="name" maxLength={100} />
          </label>
          <label>
            Role
            <select name="role" defaultValue="READ">
              <option value="READ">{keyRoleLabels.READ}</option>
              <option value="TRIGGER">{keyRoleLabels.TRIGGER}</option>
              <option value="INGEST">{keyRoleLabels.INGEST}</option>
            </select>
          </label>
          <fieldset>
            <legend>Projects (none checked: the whole account)</legend>
            {projects.data?.map((p) => (
              <label key={p.slug} className="check">
                <input type="checkbox" name="projects" value={p.slug} /> {p.name}
              </label>
            ))}
          </fieldset>
          <label>
            Expires after (days, empty: never)
            <input name="expires" type="number" min={1} max={3650} />
          </label>
          <button type="submit" disabled={create.isPending}>
            Create key
          </button>
        </form>
        {create.isError && <ErrorState error={create.error} />}
        {create.data && <ShownOnce label="Your new API key." value={create.data.key} />}
      </section>
      <QueryView query={keys} what="keys">
        {({ keys: list }) =>
          list.length === 0 ? (
            <Empty>No API keys yet.</Empty>
          ) : (
            <table data-testid="keys-table">
              <TableHead caption="API keys" columns={['Key', 'Role', 'Projects', 'Created', 'Expires', 'Last used', 'State']} actions />
              <tbody>
                {list.map((k) => (
                  <tr key={k.id} data-testid={`key-${k.prefix}`}>
                    <th scope="row">
                      {k.name ?? <span className="muted">unnamed</span>} <code>{k.prefix}…</code>
                    </th>
                    <td>{keyRoleLabels[k.role === 'trigger' ? 'TRIGGER' : k.role === 'ingest' ? 'INGEST' : 'READ']}</td>
                    <td>{k.projects.length ? k.projects.join(', ') : 'all'}</td>
                    <td>{formatDateTime(k.createdAt)}</td>
                    <td>{k.expiresAt ? formatDateTime(k.expiresAt) : 'never'}</td>
                    <td>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : 'never'}</td>
                    <td>{keyStateLabels[k.state] ?? k.state}</td>
                    <td>
                      {k.state === 'active' && (
                        <ConfirmButton
                          label="Revoke"
                          what={`the key ${k.prefix}`}
                          consequence="Every call with it is refused from now on; a revoked key cannot be restored."
                          pending={revoke.isPending}
                          onConfirm={(done) => revoke.mutate({ id: k.id }, { onSettled: done })}
                        />
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      {revoke.isError && <ErrorState error={revoke.error} />}
      <McpSnippet apiKey={create.data?.key} />
    </>
  );
}

function UsersSettings({ me }: { me: Me }) {
  const trpc = useTRPC();
  const [resetting, setResetting] = useState<{ id: string; email: string } | null>(null);
  const queryClient = useQueryClient();
  const users = useQuery(trpc.users.list.queryOptions());
  const refresh = () => refetchAfterWrite(queryClient, { queryKey: trpc.users.list.queryKey() });
  const add = useMutation(trpc.users.add.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(trpc.users.remove.mutationOptions({ onSuccess: refresh }));
  return (
    <>
      <h1>Users</h1>
      <section className="card">
        <h2>Add a user</h2>
        <form
          className="inline-form"
          onSubmit={(e) => {
            e.preventDefault();
            const f = new FormData(e.currentTarget);
            const password = fieldText(f.get('password'));
            add.mutate({
              email: fieldText(f.get('email')),
              role: f.get('role') === 'OWNER' ? 'OWNER' : 'MEMBER',
              password: password || undefined,
            });
          }}
        >
          <label>
            Email
            <input name="email" type="email" required />
          </label>
          <label>
            Role
            <select name="role" defaultValue="MEMBER">
              <option value="MEMBER">member</option>
              <option value="OWNER">owner</option>
            </select>
          </label>
          <label>
            Password (empty: generate an invite password)
            <input name="password" type="password" autoComplete="new-password" minLength={10} />
          </label>
          <button type="submit" disabled={add.isPending}>
            Add user
          </button>
        </form>
        {add.isError && <ErrorState error={add.error} />}
        {add.data?.password && <ShownOnce label={`Invite password for ${add.data.email}.`} value={add.data.password} />}
      </section>
      <QueryView query={users} what="users">
        {({ users: list }) => (
          <table>
            <TableHead caption="Users of the account" columns={['Email', 'Role', 'Added']} actions />
            <tbody>
              {list.map((u) => (
                <tr key={u.id}>
                  <th scope="row">
                    {u.email} {u.mustChangePassword && <span className="badge">password reset, not yet changed</span>}
                  </th>
                  <td>{userRoleLabels[u.role]}</td>
                  <td>{formatDateTime(u.createdAt)}</td>
                  <td>
                    {u.email !== me.email && (
                      <button type="button" onClick={() => setResetting(u)} aria-expanded={resetting?.id === u.id}>
                        Reset password<span className="sr-only"> of {u.email}</span>
                      </button>
                    )}{' '}
                    <ConfirmButton
                      label="Remove"
                      what={u.email}
                      consequence="They can no longer sign in; their sessions end now."
                      pending={remove.isPending}
                      onConfirm={(done) => remove.mutate({ id: u.id }, { onSettled: done })}
                    />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
      {remove.isError && <ErrorState error={remove.error} />}
      {resetting && <ResetPassword key={resetting.id} user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}

function PlanSettings() {
  const trpc = useTRPC();
  const usage = useQuery(trpc.plan.usage.queryOptions());
  return (
    <>
      <h1>Plan and usage</h1>
      <QueryView query={usage} what="usage">
        {(u) => (
          <>
            <p>
              Plan <strong>{planLabels[u.plan]}</strong>: {u.brandsUsed} of {u.limits.brandLimit} brands, {u.limits.monthlyAuditsPerProject}{' '}
              audits per project per month, up to {u.limits.pageBudget} pages per audit. This period: {formatDateTime(u.period.start)} to{' '}
              {formatDateTime(u.period.end)}.
            </p>
            {u.projects.length === 0 ? (
              <Empty>No projects yet.</Empty>
            ) : (
              <table>
                <TableHead
                  caption="Usage per project this month"
                  columns={['Project', 'Audits this month', 'Engine spend', 'Role judge (part of the spend)']}
                />
                <tbody>
                  {u.projects.map((p) => (
                    <tr key={p.slug}>
                      <th scope="row">{p.name}</th>
                      <td>
                        <meter min={0} max={p.auditCap} value={p.auditsThisMonth} aria-label={`audits of ${p.name}`} /> {p.auditsThisMonth}{' '}
                        of {p.auditCap}
                      </td>
                      <td>
                        ${(p.engineSpendMicros / 1_000_000).toFixed(2)} of ${(p.engineBudgetMicros / 1_000_000).toFixed(2)}
                        {p.engineOverrunMicros > 0 && <> (+${(p.engineOverrunMicros / 1_000_000).toFixed(2)} billed beyond it)</>}
                      </td>
                      <td data-testid="judge-usage">
                        {p.roleJudge.calls === 0
                          ? 'no call'
                          : `${p.roleJudge.calls === 1 ? '1 call' : `${p.roleJudge.calls} calls`}, $${(p.roleJudge.costMicros / 1_000_000).toFixed(4)}`}
                        {p.roleJudge.cached > 0 && <>, {p.roleJudge.cached} from cache</>}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </>
        )}
      </QueryView>
    </>
  );
}
