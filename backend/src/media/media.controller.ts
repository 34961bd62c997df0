import { Controller, Get, NotFoundException, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ProductPictures } from './product-pictures.js';

/**
 * `GET /media/products/{SKU}.svg` (HEAD too: Fastify answers HEAD for every GET route): the
 * demo's product pictures, the URLs the seed's image entries name (IMAGE_PATH_PREFIX). The
 * storefront proxies `/media/*` here, so pages and pictures share one origin (ADR 10).
 *
 * A picture of a SKU never changes (it is the drawing of its family, in the family's colour), so a
 * browser or CDN may keep it for a day; a 404 is not kept (a picture may exist after a reseed).
 * The headers are set on the reply, not by `@Header`, which Nest also sets on the error answer.
 * The security headers every answer gets (http/security-headers.ts) suit an SVG: `nosniff`, and
 * `default-src 'none'` so that, opened as a document, nothing in it could load or run; the
 * pictures need no more (presentation attributes only, no <style>, no script).
 */
@Controller('media/products')
export class MediaController {
  constructor(private readonly pictures: ProductPictures) {}

  @Get(':file')
  picture(@Param('file') file: string, @Res({ passthrough: true }) reply: FastifyReply): string {
    const svg = this.pictures.svg(file);
    if (svg === undefined) throw new NotFoundException('No such product picture');
    reply.header('Content-Type', 'image/svg+xml').header('Cache-Control', 'public, max-age=86400');
    return svg;
  }
}
