import {
  SPLASH_DURATION_MS,
  SPLASH_ID,
  SPLASH_SEEN_KEY,
  SPLASH_STEP_MS,
  SPLASH_STEP_PERCENT,
} from "./splash-timing";
import { UNLAID_PARTS } from "./staged-layout";

/**
 * The inline script gatsby-ssr.tsx puts first in every page's <head>: the splash's whole runtime,
 * independent of React, so it keeps time while the JavaScript downloads and React hydrates
 * (docs/performance.md, "What keeps the figures there", has the why of each part).
 * - It marks <html class="js">, and <html data-splash="show"> on the first load of a browser
 *   session only: never on a reload or back/forward load (told by the navigation's type, without
 *   the synchronous first access to sessionStorage), under reduced motion, or without storage.
 * - Every 40 ms it sets the progress bar's aria-valuenow (2 % a step), counted from the
 *   navigation start (performance.now()), not from when the script or React ran; in the first
 *   animation frame with the splash in it, it starts the splash's CSS animations (bar, fade) at
 *   the navigation start too.
 * - Beneath the splash it lays the page out in stages (<html data-lay="staged">, staged-layout.ts):
 *   from the second frame on it marks the first part not laid out data-laid, one a frame, and
 *   drops the marks once all are laid or the splash ends; not with a #fragment in the address.
 * - At 2000 ms it marks <html data-splash="done">, which hides the splash.
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
