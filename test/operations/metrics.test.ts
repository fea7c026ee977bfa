import t from 'tap';
import { startTestGateway } from '../helpers/gateway.js';

t.test('/metrics exposes requests, latency, limit rejections and anonymized entities', async (t) => {
  const veil = await startTestGateway(t);
  const { key } = await veil.createKey({ rateLimitRps: 1 });
  const anonymize = () =>
    fetch(`${veil.url}/v1/gate/anonymize`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'mail a@example.com' }),
    });
  t.equal((await anonymize()).status, 200);
  t.equal((await anonymize()).status, 429);
  await new Promise((resolve) => setTimeout(resolve, 20));
  const response = await fetch(`${veil.url}/metrics`);
  t.equal(response.status, 200);
  const text = await response.text();
  t.match(text, /veil_requests_total\{route="\/v1\/gate\/anonymize",method="POST",status="200"\} 1/);
  t.match(text, /veil_limit_rejections_total\{kind="rate_limit_exceeded"\} 1/);
  t.match(text, /veil_entities_anonymized_total\{type="EMAIL"\} 1/);
  t.match(text, /veil_request_duration_seconds_bucket/);
  t.notMatch(text, /a@example\.com/);
});
