import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { throttler } from './throttler-library.js';

/**
 * The address a call comes from, as limits count it. Fastify's `request.ip` is the socket's peer,
 * or, when the application trusts a gateway (Fastify's trustProxy option), the client the gateway
 * names in X-Forwarded-For; a client cannot pick it by sending that header to an untrusted app.
 * The one place the call controller asks, so a change of the source (a CDN's own header) is here.
 */
export const clientIp = (request: FastifyRequest): string => request.ip;

/**
 * The counting key of an address: IPv4 as it is (an IPv4-mapped IPv6 too), IPv6 by its /64, which
 * one subscriber gets whole, so an attacker cannot rotate through 2^64 addresses of their own.
 */
export const ipKey = (ip: string): string => throttler().normalizeIp(ip);

/**
 * The counting key of an e-mail: trimmed, lower-case (commercetools matches e-mails
 * case-insensitively, so 'Jana@' and 'jana@' are one account), and hashed so the shared Redis
 * holds no e-mail addresses.
 */
export const accountKey = (email: string): string =>
  createHash('sha256').update(email.trim().toLowerCase(), 'utf8').digest('base64url');
