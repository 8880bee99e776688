// A fake of the Gemini API's generateContent (POST /v1beta/models/{model}:generateContent) with
// Google Search grounding: `groundingChunks[].web` carry redirect URIs (served by this same fake
// as 302s to the real URL, like Google's grounding-api-redirect host) and the page's host as
// title; `groundingSupports[].segment` offsets count UTF-8 BYTES, startIndex omitted when 0
// (proto3 JSON). With `brokenRedirects` the redirect URLs answer 404. A truncated answer ends
// with `finishReason: 'MAX_TOKENS'`, a refused one with `SAFETY`; `modelVersion` names the model that answered.
import type { FakeRequest } from './fake-provider.ts';
import {
  quoteAt,
  retryAfterHeaders,
  startFakeProvider,
  type FakeAnswer,
  type FakeProviderServer,
  type WireFormat,
} from './fake-provider.ts';

export interface GeminiFakeAnswer extends FakeAnswer {
  brokenRedirects?: boolean;
}

const redirectPath = '/grounding-api-redirect/';

function googleError(code: number, status: string, message: string, details: unknown[] = []) {
  return { error: { code, message, status, details } };
}

export function geminiFormat(): WireFormat<GeminiFakeAnswer> {
  const targets = new Map<string, string | null>();
  return {
    promptOf(req) {
      if (req.method !== 'POST' || !/^\/v1beta\/models\/[^/]+:generateContent$/.test(req.path)) return null;
      const contents = (req.body as { contents?: Array<{ parts?: Array<{ text?: string }> }> })?.contents ?? [];
      return contents[0]?.parts?.map((p) => p.text ?? '').join('') ?? '';
    },
    route(req: FakeRequest, res) {
      if (!req.path.startsWith(redirectPath)) return false;
      const target = targets.get(req.path.slice(redirectPath.length));
      if (target) res.writeHead(302, { location: target, 'content-type': 'text/html' }).end('<a href="">moved</a>');
      else res.writeHead(404, { 'content-type': 'text/html' }).end('not found');
      return true;
    },
    render(answer, req, server) {
      const sources = [...(answer.citations ?? []), ...(answer.listed ?? [])];
      const urls = [...new Set(sources.map((s) => s.url))];
      const chunks = urls.map((url) => {
        const token = `AUZIYQ${targets.size}${Buffer.from(url).toString('base64url').slice(0, 12)}`;
        targets.set(token, answer.brokenRedirects ? null : url);
        return { web: { uri: `${server.origin}${redirectPath}${token}`, title: new URL(url).hostname } };
      });
      const supports = (answer.citations ?? []).map((c) => {
        const at = quoteAt(answer.text, c.quote);
        const startIndex = Buffer.byteLength(answer.text.slice(0, at), 'utf8');
        const endIndex = startIndex + Buffer.byteLength(c.quote, 'utf8');
        return {
          segment: { ...(startIndex > 0 ? { startIndex } : {}), endIndex, text: c.quote },
          groundingChunkIndices: [urls.indexOf(c.url)],
        };
      });
      const model = req.path.split('/').pop()!.replace(':generateContent', '');
      return {
        status: 200,
        body: {
          candidates: [
            {
              content: { parts: [{ text: answer.text }], role: 'model' },
              finishReason: answer.refused ? 'SAFETY' : answer.truncated ? 'MAX_TOKENS' : 'STOP',
              index: 0,
              groundingMetadata: {
                webSearchQueries: answer.searches ? answer.searches.map((q) => q.query) : [req.prompt],
                searchEntryPoint: { renderedContent: '<style></style><div class="container"></div>' },
                groundingChunks: chunks,
                groundingSupports: supports,
              },
            },
          ],
          usageMetadata: {
            promptTokenCount: 10,
            candidatesTokenCount: 280,
            totalTokenCount: 390,
            toolUsePromptTokenCount: 100,
            ...answer.usage,
          },
          modelVersion: answer.servedModel ?? model,
          responseId: 'fake-response-id',
        },
      };
    },
    renderFault(fault) {
      switch (fault.kind) {
        case 'rate_limited': {
          const seconds = fault.retryAfter && /^\d+$/.test(fault.retryAfter) ? fault.retryAfter : '1';
          return {
            status: 429,
            headers: retryAfterHeaders(fault),
            body: googleError(429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).', [
              { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: `${seconds}s` },
            ]),
          };
        }
        case 'server_error':
          return {
            status: fault.status ?? 503,
            body: googleError(fault.status ?? 503, 'UNAVAILABLE', 'The model is overloaded. Please try again later.'),
          };
        case 'quota':
          return {
            status: 429,
            body: googleError(
              429,
              'RESOURCE_EXHAUSTED',
              'Your prepayment credits are depleted. Please go to AI Studio to manage your project and billing.',
            ),
          };
        case 'auth':
          return {
            status: 400,
            body: googleError(400, 'INVALID_ARGUMENT', 'API key not valid. Please pass a valid API key.', [
              { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
            ]),
          };
        case 'unexpected_json':
          return { status: 200, body: { modelVersion: 'gemini', responseId: 'x' } };
      }
    },
  };
}

/** `baseUrl` is the origin, like https://generativelanguage.googleapis.com (the SDK adds /v1beta/...). */
export function startFakeGemini(): Promise<FakeProviderServer<GeminiFakeAnswer>> {
  return startFakeProvider(geminiFormat());
}
