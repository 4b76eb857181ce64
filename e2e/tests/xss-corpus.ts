/**
 * The XSS corpus of xss.spec.ts: markup a hostile or compromised back office could put in any
 * server text. Every payload that manages to run code pushes its id onto `top.__xss`, so the
 * test sees exactly which ones ran (`top`, so one that runs inside a frame it smuggled in is
 * seen too). Payloads whose code could only run in an opaque origin (data: documents) cannot
 * reach that flag; the spec's DOM checks catch them instead (no element, handler or URL that
 * could run code may survive).
 */

export interface Payload {
  id: string;
  html: string;
}

/** The statement a payload runs: records its id on the top window. No spaces, so it also fits unquoted attributes. */
export const flag = (id: string) => `(top.__xss=top.__xss||[]).push('${id}')`;

/** Every character as a decimal HTML entity: the browser decodes it back in attribute values. */
const entities = (text: string) => [...text].map((c) => `&#${c.charCodeAt(0)};`).join('');

const corpus: [string, (f: string) => string][] = [
  // Script elements: plain, odd case, split to survive a naive one-pass strip, from a data: source, inside SVG.
  ['script', (f) => `<script>${f}</script>`],
  ['script-case', (f) => `<ScRiPt>${f}</sCrIpT>`],
  ['script-split', (f) => `<scr<script>x</script>ipt>${f}</scr<script>x</script>ipt>`],
  ['script-data-src', (f) => `<script src="data:text/javascript,${f}"></script>`],
  ['svg-script', (f) => `<svg><script>${f}</script></svg>`],
  ['svg-script-href', (f) => `<svg><script href="data:text/javascript,${f}"></script></svg>`],

  // Event handlers that fire without any user action (error, load, toggle, autofocus, media, animation).
  ['img-onerror', (f) => `<img src=x onerror="${f}">`],
  ['img-onerror-case-space', (f) => `<IMG SRC = x OnErRoR\n=\n"${f}">`],
  ['img-onerror-slashes', (f) => `<img/src=x/onerror=${f}>`],
  ['img-onerror-entities', (f) => `<img src=x onerror="${entities(f)}">`],
  ['svg-onload', (f) => `<svg onload="${f}"><circle r="1"/></svg>`],
  ['svg-animate-onbegin', (f) => `<svg><animate onbegin="${f}" attributeName="x" dur="1s"/></svg>`],
  ['body-onload', (f) => `<body onload="${f}">`],
  ['details-ontoggle', (f) => `<details open ontoggle="${f}"><summary>details</summary></details>`],
  ['input-autofocus', (f) => `<input autofocus onfocus="${f}">`],
  ['video-source-onerror', (f) => `<video><source src=x onerror="${f}"></video>`],
  ['audio-onerror', (f) => `<audio src=x onerror="${f}"></audio>`],
  ['animation-start', (f) => `<style>@keyframes xss{from{opacity:1}}</style><p style="animation:xss 1ms" onanimationstart="${f}">animated</p>`],

  // Event handlers that need the user: the spec hovers, focuses and clicks the rendered HTML.
  ['div-onmouseover', (f) => `<div onmouseover="${f}">hover target</div>`],
  ['p-onclick-tabindex-onfocus', (f) => `<p tabindex="0" onclick="${f}" onfocus="${f}">click target</p>`],

  // javascript: URLs on links, with case, whitespace, control characters and entities to slip past a filter.
  ['a-javascript', (f) => `<a href="javascript:${f};void 0">js link</a>`],
  ['a-javascript-case-space', (f) => `<a href="  JaVaScRiPt:${f};void 0">js link case</a>`],
  ['a-javascript-tab-entity', (f) => `<a href="jav&#x09;ascript:${f};void 0">js link tab</a>`],
  ['a-javascript-newline', (f) => `<a href="java\nscript:${f};void 0">js link newline</a>`],
  ['a-javascript-entities', (f) => `<a href="${entities(`javascript:${f};void 0`)}">js link entities</a>`],
  ['svg-a-xlink', (f) => `<svg><a xlink:href="javascript:${f};void 0"><text x="5" y="15">svg link</text></a></svg>`],
  ['area-javascript', (f) => `<map name="xssmap"><area shape="rect" coords="0,0,50,50" href="javascript:${f};void 0" alt="area link"></map>`],

  // Forms and frames: javascript: actions, srcdoc documents, plugins.
  ['form-action', (f) => `<form action="javascript:${f};void 0"><button>form submit</button></form>`],
  ['button-formaction', (f) => `<form><button formaction="javascript:${f};void 0">formaction submit</button></form>`],
  ['iframe-javascript', (f) => `<iframe src="javascript:${f};void 0"></iframe>`],
  ['iframe-srcdoc', (f) => `<iframe srcdoc="<script>${f}</script>"></iframe>`],
  ['object-javascript', (f) => `<object data="javascript:${f};void 0"></object>`],
  ['embed-javascript', (f) => `<embed src="javascript:${f};void 0">`],

  // data: URLs: documents in an opaque origin (caught by the DOM checks) and an SVG image (never runs).
  ['a-data-html', (f) => `<a href="data:text/html,<script>${f}</script>">data link</a>`],
  ['iframe-data-html', (f) => `<iframe src="data:text/html,<script>${f}</script>"></iframe>`],
  ['img-data-svg', (f) => `<img src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${f}'/>">`],

  // Document-level elements: a refresh to a javascript: URL, a base that rewrites every relative link.
  ['meta-refresh', (f) => `<meta http-equiv="refresh" content="0;url=javascript:${f}">`],
  ['base-href', (f) => `<base href="javascript:${f};//"><a href="relative">relative link</a>`],

  // Style injection: @import and stylesheet links, IE's expression(), url(javascript:), and CSS that
  // would hide the app (the spec checks the body stays visible).
  ['style-import', (f) => `<style>@import "javascript:${f}";</style>`],
  ['style-hide-body', () => `<style>body{visibility:hidden!important}</style>`],
  ['link-stylesheet', () => `<link rel="stylesheet" href="data:text/css,body{visibility:hidden!important}">`],
  ['style-attr-expression', (f) => `<div style="width:expression(${f})">expression</div>`],
  ['style-attr-url', (f) => `<div style="background-image:url('javascript:${f}')">url</div>`],

  // Mutation XSS: markup that parses harmlessly once and dangerously when serialised and parsed again.
  ['mxss-noscript', (f) => `<noscript><p title="</noscript><img src=x onerror=${f}>"></noscript>`],
  ['mxss-math-mglyph-style', (f) => `<math><mtext><table><mglyph><style><img src=x onerror=${f}></style></mglyph></table></mtext></math>`],
  ['mxss-svg-style', (f) => `<svg></p><style><a id="</style><img src=x onerror=${f}>"></a></style></svg>`],
  ['mxss-form-math', (f) => `<form><math><mtext></form><form><mglyph><svg><mtext><textarea><path id="</textarea><img src=x onerror=${f}>"></path></textarea></mtext></svg></mglyph></form></mtext></math></form>`],
  ['mxss-template', (f) => `<template><img src=x onerror="${f}"></template>`],
  ['mxss-textarea', (f) => `<textarea><img title="</textarea><img src=x onerror=${f}>"></textarea>`],
  ['mxss-title', (f) => `<title><img title="</title><img src=x onerror=${f}>"></title>`],
  ['mxss-comment', (f) => `<!--><img src=x onerror=${f}>-->`],

  // Broken markup, last because each swallows what follows: unclosed tags and attributes.
  ['broken-unclosed-img', (f) => `<img src=x onerror="${f}"`],
  ['broken-unclosed-svg', (f) => `<svg onload=${f}//`],
];

/** The corpus, each payload built with its own flag. */
export const PAYLOADS: Payload[] = corpus.map(([id, build]) => ({ id, html: build(flag(id)) }));

/** A harmless part of every poisoned field, to prove the place actually rendered it. */
export const CANARY = 'xss-canary';
/** Starts the paragraph that opens every poisoned piece of HTML. */
export const CANARY_HTML = `${CANARY}-html`;
/** Starts every poisoned plain-text field. */
export const CANARY_TEXT = `${CANARY}-text`;

/** The whole corpus as one piece of server HTML, after a canary paragraph. */
export const CORPUS_HTML = `<p>${CANARY_HTML}</p>${PAYLOADS.map((p) => p.html).join('\n')}`;

/** The whole corpus as one plain-text field (a name, a title): React must show it as text. */
export const CORPUS_TEXT = `${CANARY_TEXT} ${PAYLOADS.map((p) => p.html).join(' ')}`;
