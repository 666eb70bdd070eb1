import type { CreateUserResponse, LoginResponse } from '../../../shared/api/auth';
import { api } from '../../lib/api';

export function createAccount(form: FormData) {
  return api<CreateUserResponse>('/createnew', { method: 'POST', body: form });
}

export function logIn(username: string, password: string) {
  return api<LoginResponse>('/login', { method: 'POST', body: { username, password } });
}
