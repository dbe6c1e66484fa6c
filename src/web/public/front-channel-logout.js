/*
 * Loaded by the server's front-channel logout page (/api/Account/FrontChannelLogout), which the
 * identity provider opens in a hidden frame when the person logs out there. It forgets the portal's
 * session in this browser: the keys below (the same names as src/web/lib/storage.ts, checked by
 * src/web/lib/front-channel-logout.test.ts) and the download cookie. Removing the token from local
 * storage tells every open tab of the portal (a `storage` event), which then goes to its home page.
 * A browser that keeps a frame's storage apart from the site's own (storage partitioning) lets
 * this reach nothing: then the session ended on the server is what logs the tabs out, at their next
 * call or time-left check. A file of its own, not an inline script, for the Content-Security-Policy
 * (script-src 'self').
 */
(function () {
  'use strict';
  var authKeys = [
    'auth.accessToken',
    'auth.encryptedAccessToken',
    'auth.userTypeId',
    'auth.userStatus',
    'auth.isIdLogin',
    'auth.infoNotUpdatedPath',
  ];
  var authCookie = 'Abp.AuthToken';

  function forget(area) {
    try {
      var storage = window[area];
      if (!storage) return;
      for (var i = 0; i < authKeys.length; i++) storage.removeItem(authKeys[i]);
    } catch {
      // Storage denied (a private mode, or a browser that keeps frames apart): nothing to remove here.
    }
  }

  forget('localStorage');
  forget('sessionStorage');
  try {
    var secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = authCookie + '=; path=/; max-age=0; SameSite=Strict' + secure;
  } catch {
    // Cookies denied to the frame: the cookie lapses with the token it carries.
  }
})();
