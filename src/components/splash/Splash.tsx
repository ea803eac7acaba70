import * as styles from "./splash.module.css";
import { SPLASH_ID } from "./splash-timing";

interface SplashProps {
  companyName: string;
  message: string;
  progressLabel: string;
}

/**
 * The loading splash of a session's first page load: markup only. It is in the server HTML,
 * hidden by CSS unless the head script marked <html data-splash="show">; CSS draws the bar
 * and the fade, and the head script (splash-script.ts) keeps the progress value and ends
 * the splash, so React never re-renders it while it hydrates the page beneath.
 */
export function Splash({ companyName, message, progressLabel }: SplashProps) {
  return (
    <div id={SPLASH_ID} className={styles.splash} data-testid="splash">
      <div className={styles.inner}>
        <p className={styles.company}>{companyName}</p>
        <p className={styles.message}>{message}</p>
        {/* aria-valuenow is the head script's from the first paint on: the props never change, so
            a re-render leaves it alone. */}
        <div
          className={styles.track}
          role="progressbar"
          aria-label={progressLabel}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={0}
        >
          <div className={styles.bar} />
        </div>
      </div>
    </div>
  );
}
