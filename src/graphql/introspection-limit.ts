// Bounds introspection: lists of the schema nested in lists (types -> fields -> type -> fields
// -> ...) grow the answer exponentially, so at most three such lists may nest on any path.
// GraphiQL's own introspection query nests three (types, fields, args).
import { type ASTNode, type FragmentDefinitionNode, Kind, type ValidationContext, type ASTVisitor } from 'graphql';
import { limitError } from './limits.ts';

const schemaLists = new Set(['types', 'fields', 'inputFields', 'interfaces', 'possibleTypes', 'enumValues', 'args', 'directives']);
export const MAX_INTROSPECTION_LIST_NESTING = 3;

export function introspectionNestingRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of context.getDocument().definitions) if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);

  // Nesting of schema lists below `node`, counted only inside __schema/__type selections.
  const nesting = (node: ASTNode, inIntrospection: boolean, seen: Set<string>): number => {
    let own = 0;
    let inside = inIntrospection;
    if (node.kind === Kind.FIELD) {
      if (node.name.value === '__schema' || node.name.value === '__type') inside = true;
      if (inside && schemaLists.has(node.name.value)) own = 1;
    }
    if (node.kind === Kind.FRAGMENT_SPREAD) {
      const f = fragments.get(node.name.value);
      if (!f || seen.has(f.name.value)) return 0;
      return nesting(f, inside, new Set([...seen, f.name.value]));
    }
    const selections = 'selectionSet' in node && node.selectionSet ? node.selectionSet.selections : [];
    return own + Math.max(0, ...selections.map((s) => nesting(s, inside, seen)));
  };

  return {
    OperationDefinition(op) {
      const n = nesting(op, false, new Set());
      if (n > MAX_INTROSPECTION_LIST_NESTING) {
        context.reportError(
          limitError(
            'query_too_deep',
            `Introspection nests ${n} lists of the schema, over the limit of ${MAX_INTROSPECTION_LIST_NESTING}.`,
          ),
        );
      }
    },
  };
}
