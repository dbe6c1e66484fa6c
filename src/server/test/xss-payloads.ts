/**
 * Known ways of smuggling script into stored HTML, for the tests of every field that keeps rich
 * text (course pages, question descriptions). Each must come out of `sanitizeRichText` with
 * nothing active left, which `activeContentIn` checks.
 */
export const xssPayloads: readonly string[] = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=https://evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<img src=x onerror=alert(1)>',
  '<IMG SRC="javascript:alert(1)">',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+" alt="d">',
  '<svg onload=alert(1)><circle r="5"/></svg>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">klikk</text></a></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<math href="javascript:alert(1)">klikk</math>',
  '<a href="javascript:alert(1)">tengill</a>',
  '<a href="JaVaScRiPt:alert(1)">tengill</a>',
  '<a href="  javascript:alert(1)">tengill</a>',
  '<a href="jav&#x09;ascript:alert(1)">tengill</a>',
  '<a href="jav&#x0A;ascript:alert(1)">tengill</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">tengill</a>',
  '<a href="&#x6A;avascript&colon;alert(1)">tengill</a>',
  '<a href="vbscript:msgbox(1)">tengill</a>',
  '<a href="VBScript:msgbox(1)">tengill</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">tengill</a>',
  '<a href="DATA:text/html,<script>alert(1)</script>">tengill</a>',
  '<a href="https://example.com" onclick="alert(1)" onmouseover="alert(2)">tengill</a>',
  '<p onclick="alert(1)" style="color:red">málsgrein</p>',
  '<strong onmouseover=alert(1)>feitt</strong>',
  '<h2 onfocus=alert(1) tabindex=0 autofocus>fyrirsögn</h2>',
  '<iframe src="https://evil.example"></iframe>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="https://evil.example/x.swf"></object>',
  '<embed src="https://evil.example/x.swf">',
  '<style>body{background:url("javascript:alert(1)")}</style>',
  '<div style="width: expression(alert(1))">stíll</div>',
  '<p style="background-image:url(javascript:alert(1))">stíll</p>',
  '<form action="https://evil.example"><input name="q" onfocus="alert(1)" autofocus><button formaction="javascript:alert(1)">senda</button></form>',
  '<input type="image" src="x" onerror="alert(1)">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<template><script>alert(1)</script></template>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
  '<details open ontoggle=alert(1)>opið</details>',
  '<body onload=alert(1)>',
  '<video><source onerror="alert(1)"></video>',
  '<img src="x" alt="&quot; onerror=&quot;alert(1)">',
  '"><script>alert(1)</script>',
  '<a href="https://example.com/" target="_self">öruggur tengill</a>',
];

const forbiddenTags = [
  'script',
  'iframe',
  'object',
  'embed',
  'style',
  'svg',
  'math',
  'meta',
  'base',
  'link',
  'form',
  'input',
  'button',
  'template',
  'noscript',
];
const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'srcdoc', 'background', 'poster'];

/** Attribute values as a browser reads them: entities decoded, the tabs and breaks it ignores in URLs removed. */
function urlValue(raw: string): string {
  const decoded = raw
    .replace(/^["']|["']$/g, '')
    .replace(/&#x([0-9a-f]+);?/gi, (_, h: string) => String.fromCodePoint(parseInt(h, 16)))
    .replace(/&#(\d+);?/g, (_, d: string) => String.fromCodePoint(parseInt(d, 10)))
    .replace(/&colon;/gi, ':')
    .replace(/&tab;|&newline;/gi, '');
  // eslint-disable-next-line no-control-regex
  return decoded.replace(/[\u0000-\u0020]/g, '').toLowerCase();
}

/** What active content is left in HTML: empty when nothing could run or leave the page. */
export function activeContentIn(html: string): string[] {
  const problems: string[] = [];
  if (/<\s*script/i.test(html)) problems.push('<script');
  for (const [tag, rawName, rawAttributes] of html.matchAll(/<\s*([a-z][\w:-]*)([^>]*)>/gi)) {
    const name = rawName.toLowerCase();
    if (forbiddenTags.includes(name)) problems.push(`<${name}> in ${tag}`);
    for (const [, attribute, value = ''] of rawAttributes.matchAll(/([^\s"'=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g)) {
      const key = attribute.toLowerCase();
      if (key.startsWith('on')) problems.push(`${key}= in ${tag}`);
      if (key === 'style') problems.push(`style= in ${tag}`);
      if (urlAttributes.includes(key) && /^(javascript|vbscript|data):/.test(urlValue(value))) problems.push(`${key}=${value}`);
    }
  }
  return problems;
}

/** Rich text that must survive sanitizing unchanged in meaning: headings, lists, marks and links. */
export const safeRichText =
  '<h2>Fyrirsögn</h2><p>Texti með <strong>feitu</strong>, <em>skáletri</em> og <a href="https://www.samgongustofa.is/">tengli</a>.</p>' +
  '<ul><li>Fyrsta atriði</li><li>Annað atriði</li></ul><ol><li>Eitt</li><li>Tvö</li></ol>';
