import type { INestApplication } from '@nestjs/common';
import type { Customer } from '@commercetools/platform-sdk';
import request from 'supertest';

/** A supertest agent: it keeps the session cookie like a browser. */
export type Agent = ReturnType<typeof request.agent>;

export const PASSWORD = 'Dielna2025';

let counter = 0;
/** An e-mail no other test of the run uses. */
export const uniqueEmail = (name = 'jana'): string => `${name}.${Date.now()}.${++counter}@example.sk`;

export const signUpForm = (overrides: Record<string, unknown> = {}): Record<string, unknown> => ({
  email: uniqueEmail(), password: PASSWORD, firstName: 'Jana', lastName: 'Nováková', customerType: 'PRIVATE', ...overrides,
});

/** Helpers bound to one app: agents, calls (SK host by default) and a signed-up customer. */
export function customerCalls(app: () => INestApplication) {
  const shopper = (): Agent => request.agent(app().getHttpServer());
  const call = (agent: Agent, method: string, body: unknown, host = 'localhost') =>
    agent.post(`/api/ct/${method}?host=${host}`).send(body as object);
  const signedUp = async (overrides: Record<string, unknown> = {}, host = 'localhost'): Promise<{ agent: Agent; customer: Customer; form: Record<string, unknown> }> => {
    const agent = shopper();
    const form = signUpForm(overrides);
    const response = await call(agent, 'signUp', [form], host).expect(200);
    return { agent, customer: response.body.customer as Customer, form };
  };
  return { shopper, call, signedUp };
}
