/** A JSON call to the gateway with a bearer key, for the webhook tests. */
export async function callApi(
  baseUrl: string,
  key: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Record<string, unknown> };
}

/** Minimal shapes of the admin API's answers. */
export interface EndpointBody {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  description: string | null;
  secret?: string;
}

export interface DeliveryBody {
  id: string;
  event_id: string;
  event_type: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
  attempt_log: Array<{ attempt: number; status_code: number | null; error: string | null; duration_ms: number }>;
}
