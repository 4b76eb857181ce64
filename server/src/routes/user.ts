import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context.js';
import { CAPTCHA_REQUIRED, SIGN_TYPE } from '../contract.js';
import { CAPTCHA_TYPES, captchaSvg, type CaptchaType } from '../auth/captcha.js';
import type { CodeChannel } from '../auth/codes.js';
import { decoyHash, hashPassword, verifyPassword } from '../auth/password.js';
import { createSession, deleteSession, endUserSessions, requireUserId, tokenOf } from '../auth/sessions.js';
import { requireSignedIn } from '../auth/signed-in.js';
import { BusinessError, MSG, ok } from '../http/reply.js';
import { COUNTRY_CODE_GROUPS } from '../countries/country-codes.js';
import { requireTenant } from '../tenants/tenant-store.js';
import { LOGIN_NAME, normaliseEmail, normalisePhone, passwordProblem } from '../users/identifiers.js';
import { resolveInviter } from '../users/invite.js';
import { createUser, findUser, isUniqueViolation, loadUserInfo, type LoginField } from '../users/user-store.js';

interface LoginBody {
  signType: number;
  loginName?: string;
  loginPassword?: string;
  email?: string;
  phone?: string;
  code?: string;
}

interface RegisterBody extends LoginBody {
  activeCode?: string;
}

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const CREDENTIALS = {
  loginName: text(64),
  loginPassword: text(128),
  email: text(254),
  phone: text(32),
  code: text(16),
};

/** Shape only (types, lengths): a body that fails it is a malformed request, HTTP 400. Rules users can break are code 500. */
const loginSchema = {
  body: {
    type: 'object',
    required: ['signType'],
    properties: { signType: { type: 'integer', enum: [0, 1, 2, 3] }, ...CREDENTIALS },
  },
};
const registerSchema = {
  body: {
    type: 'object',
    required: ['signType'],
    properties: { signType: { type: 'integer', enum: [1, 2, 3] }, ...CREDENTIALS, activeCode: text(32) },
  },
};

/** The answer that makes the client show the image code (code CAPTCHA_REQUIRED, not the usual 500). */
const CAPTCHA_REQUIRED_MSG = 'Too many failed sign-ins on this account: please also enter the image code';

const blank = (value: string | undefined): value is undefined => value === undefined || value.trim() === '';

/** Sign-in, sign-up, user info, sign-out and the image captcha (spec §7 "User"). */
export function registerUserRoutes(api: FastifyInstance, ctx: AppContext): void {
  const { db, clock, captchas, codes, loginLimits, userHub } = ctx;

  api.post<{ Body: LoginBody }>('/api/user/login', { schema: loginSchema }, async (request) => {
    const body = request.body;
    const tenant = await requireTenant(db, request.tenant);
    const methods = tenant.settings.loginMethods;
    let userId: number;

    switch (body.signType) {
      case SIGN_TYPE.username: {
        if (!methods.ordinaryIsOpen) throw new BusinessError('Sign-in by account is not available');
        if (blank(body.loginName) || blank(body.loginPassword)) throw new BusinessError('Please enter your username and password');
        const loginName = body.loginName.trim();
        const account = `account|${loginName}`;
        const verdict = loginLimits.check(tenant.name, request.ip, account);
        if (!verdict.ok) throw new BusinessError(verdict.message);
        // The image code: always where the tenant asks for it, and on every try once the account
        // has failed a few times from anywhere (login-limits.ts). Counted by the name typed, so
        // an unknown name answers exactly as a known one.
        const barRaised = loginLimits.captchaRequired(tenant.name, account);
        if (barRaised && blank(body.code)) return { code: CAPTCHA_REQUIRED, msg: CAPTCHA_REQUIRED_MSG };
        if ((barRaised || tenant.settings.loginCaptcha) && !captchas.verify(tenant.name, request.ip, 'LOGIN', body.code)) {
          throw new BusinessError('Incorrect verification code');
        }
        const found = await loginLimits.attempt(tenant.name, request.ip, account, async () => {
          const user = await findUser(db, tenant.name, 'login_name', loginName);
          // Same work and same answer for an unknown name as for a wrong password.
          const valid = user
            ? await verifyPassword(body.loginPassword!, user)
            : await verifyPassword(body.loginPassword!, await decoyHash()).then(() => false);
          return user && valid ? user.id : undefined;
        });
        if (found === undefined) throw new BusinessError(MSG.badCredentials);
        userId = found;
        break;
      }
      case SIGN_TYPE.email:
      case SIGN_TYPE.phone: {
        const byEmail = body.signType === SIGN_TYPE.email;
        if (!(byEmail ? methods.emailIsOpen : methods.phoneIsOpen)) {
          throw new BusinessError(`Sign-in by ${byEmail ? 'e-mail' : 'mobile'} is not available`);
        }
        const typed = byEmail ? body.email : body.phone;
        if (blank(typed)) throw new BusinessError(byEmail ? 'Please enter your e-mail' : 'Please enter your mobile number');
        const address = byEmail ? normaliseEmail(typed) : normalisePhone(typed);
        if (!address) throw new BusinessError(byEmail ? 'Please enter a valid e-mail address' : 'Please enter a valid mobile number');
        if (blank(body.code)) throw new BusinessError('Please enter the verification code');
        const channel: CodeChannel = byEmail ? 'email' : 'sms';
        const code = body.code;
        const verified = await loginLimits.attempt(tenant.name, request.ip, `${channel}|${address}`, async () =>
          codes.verify(tenant.name, channel, address, 'LOGIN', code),
        );
        if (verified === undefined) throw new BusinessError('Incorrect verification code');
        const user = await findUser(db, tenant.name, byEmail ? 'email' : 'phone', address);
        if (!user) throw new BusinessError('Account not found');
        userId = user.id;
        break;
      }
      default:
        // A wallet proves its address by signing a server nonce (routes/wallet.ts); a bare
        // address in this body proves nothing (CONTRACT-DELTA.md, capabilities.walletNonce).
        throw new BusinessError('Please sign in with your wallet');
    }

    return ok({ satoken: await createSession(db, tenant.name, userId, clock.now()) });
  });

  api.post<{ Body: RegisterBody }>('/api/user/register', { schema: registerSchema }, async (request) => {
    const body = request.body;
    const tenant = await requireTenant(db, request.tenant);
    const methods = tenant.settings.registerMethods;
    let field: LoginField;
    let value: string;

    switch (body.signType) {
      case SIGN_TYPE.username:
        if (!methods.ordinaryIsOpen) throw new BusinessError('Sign-up by account is not available');
        value = body.loginName?.trim() ?? '';
        if (!LOGIN_NAME.test(value)) throw new BusinessError('Login name must be 4 to 20 letters, digits or underscores');
        field = 'login_name';
        break;
      case SIGN_TYPE.email:
        if (!methods.emailIsOpen) throw new BusinessError('Sign-up by e-mail is not available');
        value = normaliseEmail(body.email) ?? '';
        if (!value) throw new BusinessError('Please enter a valid e-mail address');
        field = 'email';
        break;
      default:
        if (!methods.phoneIsOpen) throw new BusinessError('Sign-up by mobile is not available');
        value = normalisePhone(body.phone) ?? '';
        if (!value) throw new BusinessError('Please enter a valid mobile number');
        field = 'phone';
    }
    const password = body.loginPassword ?? '';
    const problem = passwordProblem(password);
    if (problem) throw new BusinessError(problem);

    // The account type checks the image code when the tenant turns it on (h5Code); e-mail and
    // phone always check the code that was sent.
    if (field === 'login_name') {
      if (tenant.settings.marketUrl.h5Code && !captchas.verify(tenant.name, request.ip, 'REGISTER', body.code)) {
        throw new BusinessError('Incorrect verification code');
      }
    } else {
      if (blank(body.code)) throw new BusinessError('Please enter the verification code');
      if (!codes.verify(tenant.name, field === 'email' ? 'email' : 'sms', value, 'REGISTER', body.code)) {
        throw new BusinessError('Incorrect verification code');
      }
    }

    const invitedBy = await resolveInviter(db, tenant.name, body.activeCode);

    const hash = await hashPassword(password);
    try {
      await db.transaction(async (tx) => {
        if (await findUser(tx, tenant.name, field, value)) throw new BusinessError('Account already exists');
        await createUser(tx, {
          tenant: tenant.name,
          loginName: field === 'login_name' ? value : null,
          email: field === 'email' ? value : null,
          phone: field === 'phone' ? value : null,
          password: hash,
          invitedBy,
          coins: tenant.settings.assetCoins.map((c) => c.coin),
          now: clock.now(),
        });
      });
    } catch (error) {
      // Two sign-ups of one name at once: the unique index turns the second away.
      if (isUniqueViolation(error)) throw new BusinessError('Account already exists');
      throw error;
    }
    return ok(null, 'Registration successful');
  });

  const getInfo = async (request: FastifyRequest) => {
    const userId = await requireUserId(db, request, clock.now());
    const info = await loadUserInfo(db, userId);
    if (!info) throw new BusinessError(MSG.tokenInvalid);
    return ok(info);
  };
  api.get('/api/user/getInfo', getInfo);
  // The area-code picker's list (spec §7 getCountryCode): the same for every tenant and user.
  api.get('/api/user/getCountryCode', async () => ok(COUNTRY_CODE_GROUPS));
  api.post('/api/user/getInfo', getInfo);

  // Signing out always succeeds: the client clears its state whatever the server says.
  api.post('/api/user/loginOut', async (request) => {
    const token = tokenOf(request);
    if (token) {
      await deleteSession(db, token);
      userHub.sessionEnded(request.tenant, token);
    }
    return ok(null);
  });

  // "Sign out other sessions" (not in the spec; named after its loginOut): every session of the
  // account but the caller's ends, and their user sockets close (4401).
  api.post('/api/user/loginOutOthers', async (request) => {
    const { userId, token } = await requireSignedIn(db, request, clock.now());
    await endUserSessions(db, userId, token);
    userHub.sessionsEnded(request.tenant, userId, token);
    return ok(null, 'Other sessions signed out');
  });

  api.get<{ Querystring: { codeType: string; timestamp?: string } }>(
    '/api/user/easyGenerateCode',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['codeType'],
          properties: { codeType: { type: 'string', enum: [...CAPTCHA_TYPES] }, timestamp: { type: 'string', maxLength: 32 } },
        },
      },
    },
    async (request, reply) => {
      const answer = captchas.issue(request.tenant, request.ip, request.query.codeType as CaptchaType);
      return reply.type('image/svg+xml').header('cache-control', 'no-store').send(captchaSvg(answer));
    },
  );
}
