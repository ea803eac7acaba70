import React, { useEffect, useState } from "react";
import * as styles from "./splash.module.css";
import { SPLASH_DURATION_MS, SPLASH_STEP_MS, splashProgress } from "./splash-timing";

interface SplashProps {
  companyName: string;
  message: string;
  progressLabel: string;
}

/**
 * The loading splash of a session's first page load. It is in the server HTML, hidden by
 * CSS unless the head script marked <html data-splash="show">; CSS draws the bar and hides
 * the splash at 2 s, this component keeps the progress value for assistive technology
 * and removes the splash when its time is up.
 */
export function Splash({ companyName, message, progressLabel }: SplashProps) {
  const [progress, setProgress] = useState(0);
  const [done, setDone] = useState(false);

  useEffect(() => {
    const root = document.documentElement;
    if (root.getAttribute("data-splash") !== "show") {
      setDone(true);
      return;
    }
    const t0 = Number.parseFloat(root.style.getPropertyValue("--splash-t0")) || 0;
    let timer = 0;
    // Each tick lands on the next 40 ms step counted from the start of the page load.
    const tick = () => {
      const elapsed = performance.now() - t0;
      setProgress(splashProgress(elapsed));
      if (elapsed >= SPLASH_DURATION_MS) {
        root.setAttribute("data-splash", "done");
        setDone(true);
        return;
      }
      const nextStep = (Math.floor(elapsed / SPLASH_STEP_MS) + 1) * SPLASH_STEP_MS;
      timer = window.setTimeout(tick, Math.max(0, nextStep - elapsed));
    };
    tick();
    return () => window.clearTimeout(timer);
  }, []);

  if (done) return null;
  return (
    <div className={styles.splash} data-testid="splash">
      <div className={styles.inner}>
        <p className={styles.company}>{companyName}</p>
        <p className={styles.message}>{message}</p>
        <div
          className={styles.track}
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={progress}
        >
          <div className={styles.bar} />
        </div>
      </div>
    </div>
  );
}
