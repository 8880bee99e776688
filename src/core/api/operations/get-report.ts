import { projectInput, reportMarkdownSchema } from '../../contract/schemas.ts';
import { reportMarkdown } from '../../reports/service.ts';
import { defineOperation } from '../define-operation.ts';
import { access } from '../operation-access.ts';

/** The Markdown report for the assistants' tool (REST serves it as a plain route, src/rest). */
export const getReport = defineOperation({
  input: projectInput,
  output: reportMarkdownSchema,
  access: access(),
  reads: 'replica',
  mcp: {
    name: 'get_report',
    title: 'Client report',
    description: 'The Markdown client report of the latest completed audit. `no_completed_audit` before the first one.',
    text: (output) => output.markdown,
  },
  resolve: ({ ctx, input }) => reportMarkdown(ctx.services, ctx.principal, input.slug),
});
