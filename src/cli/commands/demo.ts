// Generated demo data for trying the API.
import { type Command, str, withRuntime } from '../command.ts';
import { dashboardUser } from './accounts.ts';

export const commands: Command[] = [
  {
    name: 'demo',
    summary: 'create or refill a demo account (Agency plan) with demo projects',
    details:
      'The data is generated, not observed: fictional brands on reserved .example domains, with weekly audits whose ' +
      'generated engine answers go through the extraction and scoring of a real audit. Demo projects cannot be audited. ' +
      'Running it again refills them in place.',
    options: {
      email: { type: 'string', value: 'E', required: true, help: 'e-mail address of the demo account' },
      password: { type: 'string', value: 'P', help: "also create the owner's dashboard sign-in with this password" },
    },
    run: (ctx) =>
      withRuntime(async ({ services }) => {
        const { seedDemo } = await import('../../core/seed/demo-seed.ts');
        let demo;
        try {
          demo = await seedDemo(services, str(ctx, 'email'), (done, total, slug) => ctx.progress.update(`demo: ${slug}`, done, total));
        } finally {
          ctx.progress.done();
        }
        const password = str(ctx, 'password', false);
        if (!password || (await services.db.appUser.findUnique({ where: { email: demo.account.email } }))) return demo;
        return { ...demo, owner: await dashboardUser(services, demo.account.id, demo.account.email, 'OWNER', password) };
      }),
    render: (r: { account: { email: string }; projects: { slug: string }[] }) =>
      `Demo account ${r.account.email} (agency plan) with ${r.projects.length} demo projects:\n` +
      r.projects.map((p) => `  ${p.slug}`).join('\n') +
      `\n\nNext: visibility key create --account ${r.account.email} --role trigger`,
  },
];
