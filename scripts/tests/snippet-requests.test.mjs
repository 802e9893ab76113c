// The rule the dashboard warns with when an admin saves a site script (domain/src/snippet-requests.ts, on the sources
// of domain/src/public-csp.ts, which serve-web-headers.test.mjs holds the served CSP to): what the public pages'
// policy refuses of a snippet, read from its text. tests/e2e/csp.spec.ts checks it against Chromium.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';

import { allowedOnPublicPages } from '../../domain/dist/public-csp.js';
import { refusedRequestMessage, refusedSnippetRequests, snippetRequests } from '../../domain/dist/snippet-requests.js';

const SITE = 'https://www.alicerce.example';
const DEV_SITE = 'http://localhost:4173';

/** The vendors' own install snippets, as an agency pastes them (ids made up). */
const VENDORS = {
  'Google Tag Manager': `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-ABC123');</script>
<!-- End Google Tag Manager -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>`,
  'Meta Pixel': `<script>!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');fbq('init', '123456789');fbq('track', 'PageView');</script>
<noscript><img height="1" width="1" style="display:none" src="https://www.facebook.com/tr?id=123456789&ev=PageView&noscript=1"/></noscript>`,
  'LinkedIn Insight': `<script type="text/javascript">_linkedin_partner_id = "1234567";
window._linkedin_data_partner_ids = window._linkedin_data_partner_ids || [];
window._linkedin_data_partner_ids.push(_linkedin_partner_id);</script><script type="text/javascript">
(function(l) {if (!l){window.lintrk = function(a,b){window.lintrk.q.push([a,b])};window.lintrk.q=[]}
var s = document.getElementsByTagName("script")[0];var b = document.createElement("script");b.type = "text/javascript";b.async = true;
b.src = "https://snap.licdn.com/li.lms-analytics/insight.min.js";s.parentNode.insertBefore(b, s);})(window.lintrk);</script>
<noscript><img height="1" width="1" style="display:none;" alt="" src="https://px.ads.linkedin.com/collect/?pid=1234567&fmt=gif" /></noscript>`,
  Taboola: `<script type="text/javascript">window._tfa = window._tfa || [];window._tfa.push({notify: 'event', name: 'page_view', id: 1234567});
!function (t, f, a, x) {if (!document.getElementById(x)) {t.async = 1;t.src = a;t.id=x;f.parentNode.insertBefore(t, f);}}
(document.createElement('script'),document.getElementsByTagName('script')[0],'//cdn.taboola.com/libtrc/unip/1234567/tfa.js','tb_tfa_script');</script>`,
  'Google Analytics 4': `<script async src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>
<script>window.dataLayer = window.dataLayer || [];function gtag(){dataLayer.push(arguments);}gtag('js', new Date());gtag('config', 'G-ABC123');</script>`,
};

describe('what the public pages let through (public-csp.ts)', () => {
  test('any https host, the site itself, data: images; never plain http, nor plugins', () => {
    assert.equal(allowedOnPublicPages('connect-src', 'https://px.ads.linkedin.com/collect', SITE), true);
    assert.equal(allowedOnPublicPages('connect-src', 'wss://chat.vendor.example/socket', SITE), true);
    assert.equal(allowedOnPublicPages('img-src', 'data:image/gif;base64,R0lGOD', SITE), true);
    assert.equal(allowedOnPublicPages('img-src', '/images/logo.png', SITE), true);
    assert.equal(allowedOnPublicPages('frame-src', 'https://www.youtube.com/embed/x', SITE), true);
    assert.equal(allowedOnPublicPages('connect-src', 'http://px.exemplo.com/hit', SITE), false);
    assert.equal(allowedOnPublicPages('img-src', 'http://px.exemplo.com/p.gif', SITE), false);
    assert.equal(allowedOnPublicPages('frame-src', 'data:text/html,x', SITE), false);
    assert.equal(allowedOnPublicPages('object-src', 'https://cdn.example/movie.swf', SITE), false);
    // Protocol-relative URLs take the page's scheme: fine in production, plain http on a local http site.
    assert.equal(allowedOnPublicPages('connect-src', '//collect.vendor.example/hit', SITE), true);
    assert.equal(allowedOnPublicPages('connect-src', '//collect.vendor.example/hit', DEV_SITE), false);
  });
});

describe('a snippet read for the dashboard (snippet-requests.ts)', () => {
  for (const [vendor, markup] of Object.entries(VENDORS)) {
    test(`${vendor}'s install snippet: nothing refused on the site`, () => {
      assert.deepEqual(refusedSnippetRequests(markup, SITE), []);
    });
  }

  test('sees the scripts and the addresses in the code, not the <noscript> fallbacks nor comments', () => {
    assert.deepEqual(snippetRequests(VENDORS['Google Tag Manager']), [
      { directive: 'script-src', url: 'https://www.googletagmanager.com/gtm.js?id=' },
    ]);
    assert.deepEqual(snippetRequests(VENDORS['Meta Pixel']), [{ directive: 'script-src', url: 'https://connect.facebook.net/en_US/fbevents.js' }]);
    assert.deepEqual(snippetRequests('<!-- <img src="http://old.example/p.gif"> -->'), []);
  });

  test('what a plain-http tag sends, draws, frames or styles is refused, one warning per kind and origin', () => {
    const markup = `<script>
      fetch('http://px.exemplo.com/hit?e=1', { mode: 'no-cors' });
      navigator.sendBeacon("http://px.exemplo.com/hit?e=2");
      new Image().src = 'http://pixel.exemplo.com/p.gif';
      var ws = new WebSocket('ws://chat.exemplo.com/socket');
      var tag = document.createElement('script'); tag.src = 'http://cdn.exemplo.com/tag.js';
    </script>
    <img src="http://pixel.exemplo.com/p.gif?noscript=0" width="1" height="1">
    <iframe src='http://frames.exemplo.com/f.html'></iframe>
    <link rel="stylesheet" href=http://css.exemplo.com/widget.css>
    <link rel="preconnect" href="http://cdn.exemplo.com">
    <video src="https://videos.exemplo.com/a.mp4"></video>
    <object data="https://cdn.exemplo.com/movie.swf"></object>
    <img src="https://px.ads.linkedin.com/collect/?pid=1&fmt=gif">`;
    const refused = refusedSnippetRequests(markup, SITE);
    assert.deepEqual(
      refused.map((request) => refusedRequestMessage(request, SITE)),
      [
        'Este script envia dados para http://px.exemplo.com, que a política de segurança bloqueia.',
        'Este script envia dados para http://pixel.exemplo.com, que a política de segurança bloqueia.',
        'Este script envia dados para ws://chat.exemplo.com, que a política de segurança bloqueia.',
        'Este script carrega uma imagem (pixel) de http://pixel.exemplo.com, que a política de segurança bloqueia.',
        'Este script abre um quadro (iframe) de http://frames.exemplo.com, que a política de segurança bloqueia.',
        'Este script carrega estilos de http://css.exemplo.com, que a política de segurança bloqueia.',
        'Este script carrega vídeo ou áudio de https://videos.exemplo.com, que a política de segurança bloqueia.',
        'Este script usa um objeto incorporado (<object> ou <embed>), que a política de segurança bloqueia.',
      ],
    );
  });

  test('a script loaded over http is not refused: the site inserts it (strict-dynamic) and the browser upgrades it', () => {
    assert.deepEqual(refusedSnippetRequests('<script src="http://cdn.exemplo.com/tag.js"></script>', SITE), []);
  });

  test('judged on the site where it runs: a protocol-relative beacon is plain http on a local http site', () => {
    const markup = "<script>navigator.sendBeacon('//collect.vendor.example/hit');</script>";
    assert.deepEqual(refusedSnippetRequests(markup, SITE), []);
    assert.deepEqual(refusedSnippetRequests(markup, DEV_SITE), [{ directive: 'connect-src', url: '//collect.vendor.example/hit' }]);
    assert.equal(
      refusedRequestMessage(refusedSnippetRequests(markup, DEV_SITE)[0], DEV_SITE),
      'Este script envia dados para http://collect.vendor.example, que a política de segurança bloqueia.',
    );
  });
});
