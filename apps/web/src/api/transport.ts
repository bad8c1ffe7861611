/**
 * Calls answered without a network, through axios's adapter seam: the server's first-screen render (its own
 * routes, in-process: entry-server.tsx) and the tests' stubs. Not part of the browser's bundle.
 */
import axios, {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type GenericAbortSignal,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A call as `transportAdapter` hands it over: JSON body parsed, headers as plain strings. */
export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (and base URL, if any) with the query applied. */
  url: string;
  /** The path as the caller gave it, without the query. */
  path: string;
  params: Readonly<Record<string, unknown>> | undefined;
  headers: Record<string, string>;
  /** The JSON body, parsed (POST, PUT, PATCH); undefined without one. */
  body: unknown;
  /** Fires when the call is cancelled or times out. */
  signal: AbortSignal;
}

export interface TransportAnswer {
  status: number;
  /** The parsed body. */
  data?: unknown;
  headers?: Headers | Readonly<Record<string, string>>;
}

/** Answers calls without a network: the server's in-process routes of a render, a test's stubs. */
export type Transport = (request: TransportRequest) => Promise<TransportAnswer>;

function transportRequest(config: InternalAxiosRequestConfig, signal: AbortSignal): TransportRequest {
  const headers = config.headers.toJSON(true);
  let body: unknown = config.data;
  if (body === undefined) {
    // As the browser adapters do: no body, no content type.
    for (const name of Object.keys(headers)) if (name.toLowerCase() === 'content-type') delete headers[name];
  } else if (typeof body === 'string' && body !== '') {
    try {
      body = JSON.parse(body) as unknown;
    } catch {
      // Not JSON: handed over as it is.
    }
  }
  return {
    method: (config.method ?? 'get').toUpperCase() as TransportRequest['method'],
    url: axios.getUri(config),
    path: config.url ?? '',
    params: config.params as TransportRequest['params'],
    headers,
    body,
    signal,
  };
}

function answerHeaders(headers: TransportAnswer['headers']): AxiosHeaders {
  const result = new AxiosHeaders();
  if (headers === undefined) return result;
  const entries = headers instanceof Headers ? [...headers.entries()] : Object.entries(headers);
  for (const [name, value] of entries) result.set(name, value);
  return result;
}

/**
 * An axios adapter over a `Transport`: what axios's own adapters do around the network (the time-out, the
 * cancellation, a status outside 2xx as an AxiosError with its response), with the call answered in-process.
 */
export function transportAdapter(transport: Transport): AxiosAdapter {
  return (config) =>
    new Promise<AxiosResponse>((resolve, reject) => {
      const controller = new AbortController();
      const outer: GenericAbortSignal | undefined = config.signal;
      let timer: ReturnType<typeof setTimeout> | undefined;
      const settle = () => {
        clearTimeout(timer);
        outer?.removeEventListener?.('abort', onAbort);
      };
      const onAbort = () => {
        settle();
        controller.abort();
        reject(new axios.CanceledError(undefined, config));
      };
      if (outer?.aborted === true) {
        onAbort();
        return;
      }
      outer?.addEventListener?.('abort', onAbort);
      if (config.timeout !== undefined && config.timeout > 0) {
        timer = setTimeout(() => {
          settle();
          controller.abort();
          reject(new AxiosError(`timeout of ${config.timeout}ms exceeded`, AxiosError.ETIMEDOUT, config));
        }, config.timeout);
      }
      const request = transportRequest(config, controller.signal);
      transport(request).then(
        (answer) => {
          settle();
          const response: AxiosResponse = {
            data: answer.data,
            status: answer.status,
            statusText: '',
            headers: answerHeaders(answer.headers),
            config,
            request,
          };
          if (config.validateStatus == null || config.validateStatus(answer.status)) {
            resolve(response);
            return;
          }
          const code =
            answer.status >= 400 && answer.status < 500
              ? AxiosError.ERR_BAD_REQUEST
              : AxiosError.ERR_BAD_RESPONSE;
          reject(
            new AxiosError(
              `Request failed with status code ${answer.status}`,
              code,
              config,
              request,
              response,
            ),
          );
        },
        (error: unknown) => {
          settle();
          reject(AxiosError.from(error, AxiosError.ERR_NETWORK, config, request));
        },
      );
    });
}
