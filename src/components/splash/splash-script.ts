import { SPLASH_SEEN_KEY } from "./splash-timing";

/**
 * The inline script gatsby-ssr.tsx puts first in every page's <head>. It runs before the
 * first paint and decides whether this page load shows the splash: only the first load
 * of a browser session, never under reduced motion, never without JavaScript (no storage
 * or no matchMedia: no splash). It marks <html data-splash="show"> and records when the
 * page load started (--splash-t0), so the CSS animations count their 2 s from the start
 * of the load, not from React's hydration. It also marks <html class="js">.
 */
export const splashScript = [
  "(function(d,w){",
  "var r=d.documentElement;r.classList.add('js');",
  "try{",
  "var reduced=w.matchMedia('(prefers-reduced-motion: reduce)').matches;",
  `var seen=w.sessionStorage.getItem(${JSON.stringify(SPLASH_SEEN_KEY)})==='1';`,
  `w.sessionStorage.setItem(${JSON.stringify(SPLASH_SEEN_KEY)},'1');`,
  "if(reduced||seen)return;",
  "r.setAttribute('data-splash','show');",
  "r.style.setProperty('--splash-t0',w.performance.now()+'ms');",
  "}catch(e){}",
  "})(document,window);",
].join("");
