import { useEffect, useRef } from "react";
import { HERO_PARTICLES } from "#content/constants.ts";

// The hero's canvas of 10 drifting particles (docs/brief/SPEC.md, home page). It draws only while on screen
// and the tab is visible, and not at all when the visitor prefers reduced motion.

interface Particle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  r: number;
}

export function Particles() {
  const ref = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    const canvas = ref.current;
    const context = canvas?.getContext("2d");
    if (!canvas || !context) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

    let width = 0;
    let height = 0;
    const resize = () => {
      // Soft dots need no retina resolution; one canvas pixel per CSS pixel keeps each frame cheap.
      width = canvas.clientWidth;
      height = canvas.clientHeight;
      canvas.width = width;
      canvas.height = height;
    };
    const particles: Particle[] = Array.from({ length: HERO_PARTICLES }, () => ({
      x: 0,
      y: 0,
      vx: (Math.random() - 0.5) * 0.4,
      vy: (Math.random() - 0.5) * 0.4,
      r: 2 + Math.random() * 3,
    }));

    let frame = 0;
    let visible = false;
    const draw = () => {
      context.clearRect(0, 0, width, height);
      for (const p of particles) {
        p.x += p.vx;
        p.y += p.vy;
        if (p.x < 0 || p.x > width) p.vx *= -1;
        if (p.y < 0 || p.y > height) p.vy *= -1;
      }
      context.lineWidth = 1;
      for (let i = 0; i < particles.length; i++) {
        const a = particles[i] as Particle;
        for (let j = i + 1; j < particles.length; j++) {
          const b = particles[j] as Particle;
          const distance = Math.hypot(a.x - b.x, a.y - b.y);
          if (distance > 260) continue;
          context.strokeStyle = `rgba(94, 234, 212, ${0.22 * (1 - distance / 260)})`;
          context.beginPath();
          context.moveTo(a.x, a.y);
          context.lineTo(b.x, b.y);
          context.stroke();
        }
      }
      context.fillStyle = "rgba(94, 234, 212, 0.75)";
      for (const p of particles) {
        context.beginPath();
        context.arc(p.x, p.y, p.r, 0, Math.PI * 2);
        context.fill();
      }
      frame = requestAnimationFrame(draw);
    };
    const start = () => {
      if (!frame && visible && !document.hidden) frame = requestAnimationFrame(draw);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
    };

    const observer = new IntersectionObserver(([entry]) => {
      visible = Boolean(entry?.isIntersecting);
      if (visible) start();
      else stop();
    });
    // Decoration waits until the page has loaded and the browser is idle, so it never competes
    // with the first paint or hydration.
    const begin = () => {
      resize();
      for (const p of particles) {
        p.x = Math.random() * width;
        p.y = Math.random() * height;
      }
      observer.observe(canvas);
    };
    let idle = 0;
    const whenIdle = () => {
      idle = window.requestIdleCallback
        ? window.requestIdleCallback(begin, { timeout: 2000 })
        : window.setTimeout(begin, 200);
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    const onVisibility = () => (document.hidden ? stop() : start());
    document.addEventListener("visibilitychange", onVisibility);
    window.addEventListener("resize", resize, { passive: true });
    return () => {
      stop();
      window.removeEventListener("load", whenIdle);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
      observer.disconnect();
      document.removeEventListener("visibilitychange", onVisibility);
      window.removeEventListener("resize", resize);
    };
  }, []);

  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      <canvas ref={ref} data-particles={HERO_PARTICLES} className="size-full" />
    </div>
  );
}
