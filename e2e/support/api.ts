/** Calls the product's API as staff would, to drive what a guest then sees in the browser. */
export async function staffLogin(
  baseUrl: string,
  email = 'staff@hotel-demo.test',
  password = 'demo-staff',
): Promise<string> {
  const response = await fetch(`${baseUrl}/api/staff/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`staff login failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

export async function staffCall<T>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Token ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Starts every order still new on the demo hotel's board: other files leave orders a guest placed, and a test of
 * what the console says about new orders (its counts, its banner, its sound notice) starts with none waiting.
 */
export async function startWaitingOrders(baseUrl: string, token: string): Promise<void> {
  const orders = await staffCall<{ id: number }[]>(
    baseUrl,
    token,
    'GET',
    '/api/staff/orders/?status=pending',
  );
  for (const order of orders)
    await staffCall(baseUrl, token, 'PATCH', `/api/staff/orders/${order.id}/`, { status: 'in_progress' });
}
