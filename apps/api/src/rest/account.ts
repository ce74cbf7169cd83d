import { body, idParam, query, route } from './adapter';

// The signed-in person's own account: where they are signed in, their email, the account itself.
export const accountRoutes = [
  route({
    method: 'POST',
    url: '/api/account/change-password',
    call: (caller, request) => caller.account.changePassword(body(request)),
  }),
  route({
    method: 'GET',
    url: '/api/account/sessions',
    call: (caller) => caller.account.sessions(),
  }),
  route({
    method: 'DELETE',
    url: '/api/account/sessions/:id',
    call: (caller, request) => caller.account.signOutSession({ id: idParam(request) }),
  }),
  route({
    method: 'DELETE',
    url: '/api/account/sessions',
    call: (caller) => caller.account.signOutOtherSessions(),
  }),
  route({
    method: 'POST',
    url: '/api/account/email',
    call: (caller, request) => caller.account.changeEmail(body(request)),
  }),
  // The mailed link: changes the email, then lands on the profile, which reports the result.
  route({
    method: 'GET',
    url: '/api/account/email/confirm',
    call: (caller, request) => caller.account.confirmEmailChange(query(request)),
    reply: (reply, result) =>
      reply.redirect(`/profile?email=${result.changed ? 'changed' : 'error'}`),
  }),
  route({
    method: 'DELETE',
    url: '/api/account',
    call: (caller, request) => caller.account.delete(body(request)),
  }),
];
