// Refuses NUL characters in argument values (string literals of the document, or anywhere in the
// variables): PostgreSQL text cannot hold them, so they would otherwise reach the database and
// fail there as an internal error. The rule is core's (core/kernel/nul.ts), as for every other surface.
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { hasNul } from '../core/kernel/nul.ts';

const refusal = () =>
  new GraphQLError('Argument values may not contain NUL characters.', { extensions: { code: 'invalid_request', http: { status: 400 } } });

export function noNulStringsRule(context: ValidationContext): ASTVisitor {
  return {
    StringValue(node) {
      if (node.value.includes('\u0000')) context.reportError(refusal());
    },
  };
}

export const nulGuard: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(noNulStringsRule),
  onParams({ params, setResult }) {
    if (hasNul(params.variables)) setResult({ errors: [refusal()] });
  },
};
