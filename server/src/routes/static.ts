import type { FastifyInstance } from 'fastify';
import { bannerSvg, brandLogoSvg } from '../static/banner.js';
import { coinLogoSvg } from '../static/coin-logo.js';
import { flagSvg, hasFlag } from '../static/flag.js';
import { nftArtSvg } from '../nft/art.js';
import { hasIcon, menuIconSvg, supportIconSvg, tabIconSvg } from '../static/icons.js';

type Generator = (name: string) => string | undefined;

/** Each folder of /api/static and how it draws a name; undefined means no such image. */
const GENERATORS: Record<string, Generator> = {
  coins: (name) => coinLogoSvg(name),
  flags: (name) => (hasFlag(name) ? flagSvg(name) : undefined),
  tabs: (name) => {
    const active = name.endsWith('-active');
    const key = active ? name.slice(0, -'-active'.length) : name;
    return hasIcon(key) ? tabIconSvg(key, active) : undefined;
  },
  menu: (name) => (hasIcon(name) ? menuIconSvg(name) : undefined),
  support: (name) => supportIconSvg(name),
  banners: (name) => bannerSvg(name),
  brand: (name) => brandLogoSvg(name),
  nft: (name) => nftArtSvg(name),
};

const FILE = /^([A-Za-z0-9_-]{1,40})\.svg$/;

/**
 * GET /api/static/{folder}/{name}.svg: the generated images the settings and coin lists point
 * at. They depend only on the name, so they are cached for a day and drawn on demand.
 */
export function registerStaticRoutes(app: FastifyInstance): void {
  app.get<{ Params: { folder: string; file: string } }>('/api/static/:folder/:file', async (request, reply) => {
    const match = FILE.exec(request.params.file);
    const generate = Object.hasOwn(GENERATORS, request.params.folder) ? GENERATORS[request.params.folder] : undefined;
    const body = match && generate ? generate(match[1]!) : undefined;
    if (body === undefined) return reply.code(404).send({ code: 404, msg: 'Not found' });
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(body);
  });
}
