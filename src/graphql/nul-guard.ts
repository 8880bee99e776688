// Refuses NUL characters in argument values (string literals of the document, or anywhere in the
// variables): PostgreSQL text cannot hold them, so they would otherwise reach the database and
// fail there as an internal error. REST refuses them in bodies the same way (rest/json-body.ts).
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

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
    if (params.variables && JSON.stringify(params.variables).includes('\\u0000')) setResult({ errors: [refusal()] });
  },
};
