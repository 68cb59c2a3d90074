/**
 * Lazy frames: a frame's iframe is mounted when its placeholder comes within NEAR of the viewport and
 * unmounted again when it is more than FAR away. Two shared IntersectionObservers serve every frame.
 *
 * Why unmount: each mounted frame is a whole copy of the member app (a document, its scripts and
 * React tree: roughly 10–30 MB). A grid of 75 routes × 2 languages × 3 widths × 2 sources is 900
 * frames; keeping every frame ever scrolled past would grow without bound. With FAR at three
 * viewports, the mounted set stays around what fits in seven screens, and scrolling back to a frame
 * within that band finds it still there (no reload); further back it reloads, which is cheap.
 */
import { useEffect, useState } from 'react';

const NEAR = '600px 0px';
const FAR = '300% 0px';

type Listener = (inside: boolean) => void;

function observerPool(rootMargin: string) {
  const listeners = new Map<Element, Listener>();
  let observer: IntersectionObserver | null = null;
  const get = () => {
    observer ??= new IntersectionObserver(
      (entries) => {
        for (const e of entries) listeners.get(e.target)?.(e.isIntersecting);
      },
      { rootMargin },
    );
    return observer;
  };
  return {
    watch(element: Element, listener: Listener) {
      listeners.set(element, listener);
      get().observe(element);
      return () => {
        listeners.delete(element);
        observer?.unobserve(element);
      };
    },
  };
}

const near = observerPool(NEAR);
const far = observerPool(FAR);

/** Whether the element's frame should be mounted: true once near, false again once far away. */
export function useLazyMount(element: Element | null): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => {
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setMounted(true);
      return;
    }
    const stopNear = near.watch(element, (inside) => inside && setMounted(true));
    const stopFar = far.watch(element, (inside) => !inside && setMounted(false));
    return () => {
      stopNear();
      stopFar();
    };
  }, [element]);
  return mounted;
}
