// The GraphQL console served at GET /graphql to a browser: GraphiQL itself (the query editor with
// schema-driven completion and validation, the documentation explorer, history), bundled with the
// dashboard from node_modules, so the page loads nothing from elsewhere (the server's CSP would
// refuse it). Its Monaco editor's workers come from this origin too (setup-workers/vite).
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { buildSchema } from 'graphql';
import 'graphiql/setup-workers/vite';
import 'graphiql/style.css';
import './console.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import schemaText from '../../../schema.graphql?raw';
import { exampleHeaders, exampleQuery } from './example.ts';

const fetcher = createGraphiQLFetcher({ url: '/graphql' });
// The schema ships with the page (schema.graphql, the same build's), so completion, validation and
// the documentation work before a key is typed; introspection would need the key first.
const schema = buildSchema(schemaText);

const root = document.getElementById('graphiql');
if (!root) throw new Error('graphql.html lacks #graphiql');
createRoot(root).render(
  <StrictMode>
    <GraphiQL
      fetcher={fetcher}
      schema={schema}
      defaultQuery={exampleQuery}
      defaultHeaders={exampleHeaders}
      defaultEditorToolsVisibility="headers"
      // The key typed into the headers stays in this tab: it is not written to localStorage.
      shouldPersistHeaders={false}
    />
  </StrictMode>,
);
