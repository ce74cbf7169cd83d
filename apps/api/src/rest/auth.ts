import { body, query, route } from './adapter';

export const authRoutes = [
  route({ method: 'GET', url: '/api/auth/user', call: (caller) => caller.auth.user() }),
  route({
    method: 'POST',
    url: '/api/auth/register',
    status: 201,
    call: (caller, request) => caller.auth.register(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/login',
    call: (caller, request) => caller.auth.login(body(request)),
  }),
  route({ method: 'POST', url: '/api/auth/logout', call: (caller) => caller.auth.logout() }),
  route({
    method: 'POST',
    url: '/api/auth/forgot-password',
    call: (caller, request) => caller.auth.forgotPassword(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/reset-password',
    call: (caller, request) => caller.auth.resetPassword(body(request)),
  }),
  route({
    method: 'POST',
    url: '/api/auth/resend-verification',
    call: (caller, request) => caller.auth.resendVerification(body(request)),
  }),
  // The mailed link: verifies, then lands on the sign-in screen, which reports the result.
  route({
    method: 'GET',
    url: '/api/auth/verify-email',
    call: (caller, request) => caller.auth.verifyEmail(query(request)),
    reply: (reply, result) =>
      reply.redirect(`/auth?verification=${result.verified ? 'success' : 'error'}`),
  }),
];
