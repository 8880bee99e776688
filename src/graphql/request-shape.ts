// Requests GraphQL cannot run, refused as the client's mistake (400 with a stable code) instead of
// surfacing as internal errors: GET parameters that are not JSON (`variables`, `extensions`; yoga
// calls JSON.parse on them and lets the SyntaxError through), and operations of a type the schema
// does not have (`subscription { x }`: graphql-js validation has no rule for it, and the compiled
// executor, graphql-jit, throws a plain Error at execution).
import { type ASTVisitor, GraphQLError, type ValidationContext } from 'graphql';
import type { Plugin } from 'graphql-yoga';

export function operationTypeRule(context: ValidationContext): ASTVisitor {
  return {
    OperationDefinition(node) {
      if (!context.getSchema().getRootType(node.operation)) {
        context.reportError(new GraphQLError(`This API has no ${node.operation} operations.`, { nodes: [node] }));
      }
    },
  };
}

export const requestShape: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(operationTypeRule),
  onRequestParse({ requestParser, setRequestParser }) {
    if (!requestParser) return;
    setRequestParser(async (request) => {
      try {
        return await requestParser(request);
      } catch (e) {
        if (!(e instanceof SyntaxError)) throw e;
        throw new GraphQLError('The `variables` and `extensions` parameters must be JSON objects.', {
          extensions: { code: 'invalid_request', http: { status: 400 } },
        });
      }
    });
  },
};
