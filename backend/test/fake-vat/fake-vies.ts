import { hasStringFields, JsonFakeServer, type FakeReply, type ReceivedRequest } from './json-fake-server.js';

/** How the fake answers for one number (countryCode + vatNumber). */
export type ViesBehaviour = 'valid' | 'invalid' | 'hang' | 'server-error' | { readonly error: string } | { readonly userError: string };

/**
 * The EU's VIES REST service as swagger_publicVAT.yaml describes it: POST /check-vat-number with
 * a JSON CheckVatRequest (countryCode and vatNumber; requesterMemberStateCode and requesterNumber
 * together or not at all), answered with a CheckVatResponse ({ countryCode, vatNumber,
 * requestDate, valid, requestIdentifier, name, address }) or a CommonResponse ({ actionSucceed:
 * false, errorWrappers: [{ error }] }). A request of another shape gets a 400 INVALID_INPUT
 * CommonResponse, which the shop reads as "invalid", so a shape error cannot pass as valid.
 * Numbers not scripted are invalid, as VIES answers for an unknown number.
 */
export class FakeVies extends JsonFakeServer {
  readonly behaviours = new Map<string, ViesBehaviour>();

  protected reply({ method, path, contentType, body }: ReceivedRequest): FakeReply {
    const shapeOk = method === 'POST' && path === '/check-vat-number' && contentType?.startsWith('application/json') === true
      && hasStringFields(body, ['countryCode', 'vatNumber'], ['countryCode', 'vatNumber', 'requesterMemberStateCode', 'requesterNumber'])
      && /^[A-Z]{2}$/.test(body['countryCode']!)
      && ('requesterMemberStateCode' in body) === ('requesterNumber' in body);
    if (!shapeOk) return { status: 400, body: { actionSucceed: false, errorWrappers: [{ error: 'INVALID_INPUT', message: 'unexpected request shape' }] } };
    const request = body as Record<string, string>;
    const behaviour = this.behaviours.get(`${request['countryCode']}${request['vatNumber']}`) ?? 'invalid';
    if (behaviour === 'hang') return 'hang';
    if (behaviour === 'server-error') return { status: 500, body: { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] } };
    if (typeof behaviour === 'object' && 'error' in behaviour) return { status: 200, body: { actionSucceed: false, errorWrappers: [{ error: behaviour.error }] } };
    const base = { countryCode: request['countryCode'], vatNumber: request['vatNumber'], requestDate: '2026-11-28+01:00', name: '---', address: '---' };
    const identifier = request['requesterNumber'] ? { requestIdentifier: 'WAPIAAAAZ1234567' } : {};
    if (typeof behaviour === 'object') return { status: 200, body: { ...base, valid: false, userError: behaviour.userError } };
    return { status: 200, body: { ...base, ...identifier, valid: behaviour === 'valid' } };
  }
}
