import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders `children` (a lazy part of a page) once `placeholder` comes within a screen of the
 * viewport, so a part below the fold costs a first visit nothing (decision 090). The server and
 * the hydrating render show the placeholder alone.
 */
export function MountWhenNear({
  placeholder,
  children,
}: {
  placeholder: ReactNode;
  children: ReactNode;
}) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  if (near) return <Suspense fallback={placeholder}>{children}</Suspense>;
  return <div ref={anchor}>{placeholder}</div>;
}
