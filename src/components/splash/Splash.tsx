import * as styles from "./splash.module.css";
import { SPLASH_ID } from "./splash-timing";

interface SplashProps {
  companyName: string;
  message: string;
  progressLabel: string;
}

/**
 * The loading splash of a session's first page load: markup only, hidden by CSS unless the head
 * script (splash-script.ts), which keeps its progress value and ends it, marked <html
 * data-splash="show">. CSS draws the bar and the fade; React never re-renders it.
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
