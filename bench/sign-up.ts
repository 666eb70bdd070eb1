/** The password of every member the benches sign up. */
export const BENCH_PASSWORD = 'Bench#pass1';

/** Signs a member up through the real API (POST /api/createnew), as the sign-up page does. */
export async function signUpBenchMember(
  baseUrl: string,
  username: string,
  lastname = 'Member',
): Promise<{ userId: number; token: string }> {
  const form = new FormData();
  const fields = {
    firstname: 'Bench',
    lastname,
    birthdate: '1990-05-17',
    username,
    password: BENCH_PASSWORD,
    recoveryemail: 'bench@example.org',
    referredby: '',
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  const res = await fetch(`${baseUrl}/api/createnew`, { method: 'POST', body: form });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { userId: number; token: string };
}
