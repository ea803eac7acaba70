import {
  SPLASH_DURATION_MS,
  SPLASH_ID,
  SPLASH_SEEN_KEY,
  SPLASH_STEP_MS,
  SPLASH_STEP_PERCENT,
} from "./splash-timing";
import { UNLAID_PARTS } from "./staged-layout";

/**
 * The inline script gatsby-ssr.tsx puts first in every page's <head>: the splash's whole
 * runtime, independent of React, so it keeps time while the JavaScript downloads and React
 * hydrates, and costs React no re-render at all.
 *
 * - It decides whether this page load shows the splash: only the first load of a browser
 *   session, never under reduced motion, never without JavaScript (no storage or no
 *   matchMedia: no splash). It marks <html class="js">, and <html data-splash="show">.
 *   A reload or a back/forward load never shows it, and is told by the navigation's type
 *   without asking sessionStorage: the tab's first load wrote the flag (or had no storage, and
 *   no splash). The first access to sessionStorage waits on the browser process (a synchronous
 *   call), here before the page's first frame.
 * - Every 40 ms it sets the progress bar's aria-valuenow (2 % per step) for assistive
 *   technology, counting from the start of the page load (performance.now() is 0 at the
 *   navigation start), not from when the script or React ran.
 * - CSS draws the bar and fades the splash out over its last 100 ms, but a CSS animation counts
 *   from the first style calculation that sees it, late on a slow phone. In the first animation
 *   frame in which the splash element exists, the script sets those animations' start time to
 *   the navigation start (the document timeline's zero), so bar and fade keep the page load's
 *   clock too. In an animation frame, not in the 40 ms timer: getAnimations() needs the style
 *   brought up to date, which a frame's callbacks get for the price of the style update the
 *   frame makes next anyway, while a timer task during the parse paid for one of its own and
 *   the frame then styled the rest again.
 * - While the splash covers the page, the page beneath is laid out in stages, one part per
 *   frame, so that no single task lays out (and, on Linux, looks up the fonts of) the whole page:
 *   <html data-lay="staged"> hides the parts (staged-layout.ts: the sections, the items of the
 *   longest lists and of the heroes, what follows <main>, the footer's columns) until the script
 *   marks each one data-laid, from the second frame on, one per frame, in page order; the first
 *   frame lays out the splash and the header alone. Once every part is laid out, or at the
 *   latest when the splash ends, the marks go. Not with a #fragment in the address, where the
 *   browser must find the target at once: there the page is laid out whole.
 * - At 2000 ms it marks <html data-splash="done">, which hides the splash (also where the
 *   animations could not be aligned).
 */
export const splashScript = [
  "(function(d,w){",
  "var r=d.documentElement,p=w.performance;r.classList.add('js');",
  "try{",
  "var n=p.getEntriesByType&&p.getEntriesByType('navigation')[0];",
  "if(n&&(n.type==='reload'||n.type==='back_forward'))return;",
  "var reduced=w.matchMedia('(prefers-reduced-motion: reduce)').matches;",
  `var seen=w.sessionStorage.getItem(${JSON.stringify(SPLASH_SEEN_KEY)})==='1';`,
  `w.sessionStorage.setItem(${JSON.stringify(SPLASH_SEEN_KEY)},'1');`,
  "if(reduced||seen)return;",
  "}catch(e){return;}",
  "r.setAttribute('data-splash','show');",
  "function splash(){return d.getElementById(" + JSON.stringify(SPLASH_ID) + ");}",
  "function done(){r.setAttribute('data-splash','done');laid();}",
  "function align(){",
  "var s=splash();",
  `if(!s){if(p.now()<${SPLASH_DURATION_MS})w.requestAnimationFrame(align);return;}`,
  "if(s.getAnimations){var a=s.getAnimations({subtree:true});for(var i=0;i<a.length;i++)a[i].startTime=0;}",
  "}",
  "if(w.requestAnimationFrame)w.requestAnimationFrame(align);",
  "function laid(){",
  "if(!r.hasAttribute('data-lay'))return;",
  "r.removeAttribute('data-lay');",
  "var l=d.querySelectorAll('[data-laid]');for(var i=0;i<l.length;i++)l[i].removeAttribute('data-laid');",
  "}",
  "function lay(){",
  "if(!r.hasAttribute('data-lay'))return;",
  `var e=d.querySelector(${JSON.stringify(UNLAID_PARTS)});`,
  "if(e)e.setAttribute('data-laid','');",
  "if(e||d.readyState==='loading')w.requestAnimationFrame(lay);else laid();",
  "}",
  "if(w.requestAnimationFrame&&!w.location.hash){",
  "r.setAttribute('data-lay','staged');",
  "w.requestAnimationFrame(function(){w.requestAnimationFrame(lay);});",
  "}",
  "function tick(){",
  "var t=p.now(),s=splash();",
  "if(s){",
  "var b=s.querySelector('[role=progressbar]');",
  `if(b)b.setAttribute('aria-valuenow',String(Math.min(100,Math.floor(t/${SPLASH_STEP_MS})*${SPLASH_STEP_PERCENT})));`,
  "}",
  `if(t>=${SPLASH_DURATION_MS}){done();return;}`,
  `w.setTimeout(tick,(Math.floor(t/${SPLASH_STEP_MS})+1)*${SPLASH_STEP_MS}-t);`,
  "}",
  "tick();",
  "})(document,window);",
].join("");
