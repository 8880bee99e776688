// Settings > Branding (owners): the agency name, accent colour and logo a workspace's client
// reports carry. The server checks everything (web/ only mirrors the size limit to answer at once).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Empty, ErrorState, QueryView } from '../components/states.tsx';
import { fieldText } from '../format.ts';
import { type Inputs, type Outputs, useTRPC } from '../trpc.ts';
import { refetchAfterWrite } from '../refetch.ts';

type Workspace = Outputs['brand']['list']['workspaces'][number];

/** The server's limit (src/core/branding/logo.ts): checked here too, so a large file is refused before it is sent. */
const LOGO_MAX_BYTES = 64 * 1024;
const colourPattern = /^#[0-9a-fA-F]{6}$/;

export function BrandSettings() {
  const trpc = useTRPC();
  const brands = useQuery(trpc.brand.list.queryOptions());
  return (
    <>
      <h1>Branding</h1>
      <p className="muted">
        The agency name, accent colour and logo on the client reports (PDF and Markdown) of a workspace&apos;s projects.
      </p>
      <QueryView query={brands} what="workspaces">
        {({ workspaces }) =>
          workspaces.length === 0 ? (
            <Empty>This account has no workspace.</Empty>
          ) : (
            workspaces.map((w) => <WorkspaceBrand key={w.slug} w={w} several={workspaces.length > 1} />)
          )
        }
      </QueryView>
    </>
  );
}

function BrandPreview({ brand }: { brand: NonNullable<Workspace['brand']> }) {
  return (
    <div className="brand-preview" data-testid="brand-preview" style={{ borderBottom: `2px solid ${brand.color ?? '#c9d1d9'}` }}>
      {brand.logo ? (
        <img src={brand.logo.dataUri} alt={`${brand.name} logo`} style={{ maxHeight: 48, maxWidth: 200 }} />
      ) : (
        <span className="muted">no logo</span>
      )}
      <strong style={{ color: brand.color ?? undefined }}>Prepared by {brand.name}</strong>
    </div>
  );
}

type SetBrand = Inputs['brand']['set'];

function WorkspaceBrand({ w, several }: { w: Workspace; several: boolean }) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const refresh = () => refetchAfterWrite(queryClient, { queryKey: trpc.brand.list.queryKey() });
  const set = useMutation(trpc.brand.set.mutationOptions({ onSuccess: refresh }));
  const clear = useMutation(trpc.brand.clear.mutationOptions({ onSuccess: refresh }));
  const workspaceSlug = several ? w.slug : undefined;
  const busy = set.isPending || clear.isPending;
  const saved = w.brand ? `${w.brand.name}|${w.brand.color ?? ''}|${w.brand.logo?.bytes ?? 0}` : 'none';

  return (
    <section className="card" aria-labelledby={`brand-${w.slug}`} data-testid={`brand-${w.slug}`}>
      <h2 id={`brand-${w.slug}`}>{several ? `Workspace ${w.name}` : 'Agency brand'}</h2>
      {w.brand ? <BrandPreview brand={w.brand} /> : <Empty>No brand yet: reports carry no agency name.</Empty>}
      {/* Remounted with the saved values after each change. */}
      <BrandForm
        key={saved}
        w={w}
        busy={busy}
        onSave={(change: Omit<SetBrand, 'workspaceSlug'>) => {
          clear.reset();
          set.mutate({ workspaceSlug, ...change });
        }}
        onClear={() => {
          set.reset();
          clear.mutate({ workspaceSlug });
        }}
      />
      {set.isError && <ErrorState error={set.error} />}
      {clear.isError && <ErrorState error={clear.error} />}
      {(set.isSuccess || clear.isSuccess) && (
        <p role="status" className="muted">
          {clear.isSuccess ? 'Brand removed.' : 'Brand saved.'}
        </p>
      )}
    </section>
  );
}

function BrandForm({
  w,
  busy,
  onSave,
  onClear,
}: {
  w: Workspace;
  busy: boolean;
  onSave: (change: Omit<SetBrand, 'workspaceSlug'>) => void;
  onClear: () => void;
}) {
  const [color, setColor] = useState(w.brand?.color ?? '');
  const [logo, setLogo] = useState<{ base64: string; type: string; size: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function chooseLogo(file: File | undefined) {
    setProblem(null);
    setLogo(null);
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) {
      setProblem(`The logo is ${Math.ceil(file.size / 1024)} KiB; at most 64 KiB is accepted.`);
      return;
    }
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const b of bytes) binary += String.fromCharCode(b);
    setLogo({ base64: btoa(binary), type: file.type || 'image/png', size: file.size });
  }

  return (
    <>
      <form
        className="stack-form"
        aria-label={`Brand of workspace ${w.slug}`}
        onSubmit={(e) => {
          e.preventDefault();
          const f = new FormData(e.currentTarget);
          if (color !== '' && !colourPattern.test(color)) {
            setProblem('The accent colour is #RRGGBB, e.g. #1f4e79.');
            return;
          }
          setProblem(null);
          onSave({ name: fieldText(f.get('name')), color: color === '' ? null : color, ...(logo ? { logoBase64: logo.base64 } : {}) });
        }}
      >
        <label>
          Agency name
          <input name="name" required maxLength={100} defaultValue={w.brand?.name ?? ''} />
        </label>
        <fieldset>
          <legend>Accent colour (empty: the report&apos;s own)</legend>
          <input
            type="color"
            aria-label="Pick the accent colour"
            value={colourPattern.test(color) ? color.toLowerCase() : '#1f4e79'}
            onChange={(e) => setColor(e.target.value)}
          />{' '}
          <input
            aria-label="Accent colour (#RRGGBB)"
            placeholder="#1f4e79"
            size={8}
            value={color}
            onChange={(e) => setColor(e.target.value.trim())}
          />
        </fieldset>
        <label>
          Logo (PNG or SVG, at most 64 KiB{w.brand?.logo ? '; choose one to replace the current logo' : ''})
          <input name="logo" type="file" accept="image/png,image/svg+xml" onChange={(e) => void chooseLogo(e.target.files?.[0])} />
        </label>
        {logo && (
          <p data-testid="logo-chosen">
            <img src={`data:${logo.type};base64,${logo.base64}`} alt="Chosen logo" style={{ maxHeight: 48, maxWidth: 200 }} /> {logo.size}{' '}
            bytes, saved with the brand.
          </p>
        )}
        <div className="actions">
          <button type="submit" disabled={busy}>
            Save brand
          </button>
          {w.brand?.logo && (
            <button type="button" disabled={busy} onClick={() => onSave({ logoBase64: null })}>
              Remove logo
            </button>
          )}
          {w.brand && (
            <button type="button" disabled={busy} onClick={onClear}>
              Remove brand
            </button>
          )}
        </div>
      </form>
      {problem && (
        <p className="state error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
