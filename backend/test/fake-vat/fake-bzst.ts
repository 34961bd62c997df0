import { hasStringFields, JsonFakeServer, type FakeReply, type ReceivedRequest } from './json-fake-server.js';

/** How the fake answers for one requested number: an eVatR status with its HTTP code, or no answer. */
export type BzstBehaviour = { readonly status: string; readonly http: number } | 'hang';

/**
 * BZSt's eVatR REST interface: POST /abfrage with JSON { anfragendeUstid, angefragteUstid } (and
 * the optional firmenname, ort, strasse, plz of a qualified request), answered with JSON
 * { id, anfrageZeitpunkt, status: 'evatr-NNNN', … } on the HTTP code BZSt's status list gives.
 * Like the real service it refuses a requester that is not a German VAT ID (evatr-0004) and a
 * German requester asking about a German number (evatr-0006). Numbers not scripted are not
 * issued (evatr-2001, 404).
 */
export class FakeBzst extends JsonFakeServer {
  readonly behaviours = new Map<string, BzstBehaviour>();

  protected reply({ method, path, contentType, body }: ReceivedRequest): FakeReply {
    const answer = (status: string, http: number): FakeReply => ({ status: http, body: { id: 'fake-1', anfrageZeitpunkt: '2026-11-28T20:00:00.000Z', status } });
    const shapeOk = method === 'POST' && path === '/abfrage' && contentType?.startsWith('application/json') === true
      && hasStringFields(body, ['anfragendeUstid', 'angefragteUstid'], ['anfragendeUstid', 'angefragteUstid', 'firmenname', 'ort', 'strasse', 'plz']);
    if (!shapeOk) return answer('evatr-0002', 400);
    const request = body as Record<string, string>;
    if (!/^DE\d{9}$/.test(request['anfragendeUstid']!)) return answer('evatr-0004', 400);
    if (request['angefragteUstid']!.startsWith('DE')) return answer('evatr-0006', 403);
    const behaviour = this.behaviours.get(request['angefragteUstid']!) ?? { status: 'evatr-2001', http: 404 };
    return behaviour === 'hang' ? 'hang' : answer(behaviour.status, behaviour.http);
  }
}
