import { useWindowVirtualizer } from "@tanstack/react-virtual";
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ExperienceCardSkeleton } from "./experience-card-skeleton.tsx";
import { useGridColumns } from "./use-grid-columns.ts";

/** Tailwind `gap-6`: the space between rows, which the virtualiser counts between rows too. */
const ROW_GAP = 24;
/** A card's usual height; rows are measured once rendered, this only sizes unrendered ones. */
const ROW_ESTIMATE = 560;
/**
 * Rows rendered beyond the viewport, above and below. One: Tab from the last visible card lands
 * in the rendered row below, whose focus scrolls it into view and renders the next within a
 * frame (the e2e Tab walk). Each extra row is cards to patch and lay out after a keystroke
 * (from two rows to one cut a keystroke's main-thread time by about a tenth at 10k), though
 * after the keystroke's frame: see useItemsAfterPaint.
 */
const OVERSCAN_ROWS = 1;

interface VirtualCardGridProps<T> {
  items: readonly T[];
  /** Cards the list holds; more than `items` while only its first rows are read (skeletons). */
  count: number;
  /** `index`: the item's place in the list (the first row's pictures load at once). */
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * Where the list starts in the page: the virtualiser works in window scroll coordinates. Read
 * before the first paint, then after each render's effects (once the frame is drawn, where the
 * layout is already done): read in the commit of every render, it forced a layout of the page
 * in the middle of each keystroke (README "Performance"). Something above the list that changes
 * its height moves the window of rows one frame later.
 */
function useOffsetTop(ref: React.RefObject<HTMLElement | null>): number {
  const [top, setTop] = useState(0);
  const measure = () => {
    const el = ref.current;
    if (!el) return;
    const next = Math.round(el.getBoundingClientRect().top + window.scrollY);
    setTop((current) => (current === next ? current : next));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, before the first paint
  useLayoutEffect(measure, []);
  useEffect(measure);
  return top;
}

/**
 * `items` as the last painted frame showed them, catching up right after each paint: what the
 * rows outside the viewport (the overscan) show. A keystroke then draws only the cards on screen
 * before its frame; the overscan's cards follow in the task after it, off that path (measured
 * at 1280×900 and 10,000 rows, the slowest keys' keydown → painted went from 15–18 to 9–12 ms,
 * per-key medians of six runs). Nobody sees the overscan's cards for that frame, and a row
 * scrolled into view is on screen, so it shows the new answer at once.
 */
function useItemsAfterPaint<T>(items: readonly T[]): readonly T[] {
  const [painted, setPainted] = useState(items);
  useEffect(() => {
    if (painted === items) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(items), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [items, painted]);
  return painted;
}

/**
 * The card grid, windowed: only the rows in and near the viewport are in the DOM, by
 * rows of cards so the responsive columns keep working. The list keeps its full height (the rows
 * not rendered are padding), so the footer stays where it will be and the scrollbar is true.
 * Each card is a list item that says where it stands (`aria-posinset` of `aria-setsize`), since
 * a screen reader sees only the rendered ones. Items are keyed by position, not by row: a
 * keystroke that changes the list patches the screenful of cards in place (their text, link and
 * picture) instead of tearing it down and building it again.
 */
export function VirtualCardGrid<T>({ items, count, renderItem }: VirtualCardGridProps<T>) {
  const columns = useGridColumns();
  const listRef = useRef<HTMLUListElement>(null);
  const scrollMargin = useOffsetTop(listRef);
  const virtualizer = useWindowVirtualizer<HTMLLIElement>({
    count: Math.ceil(count / columns),
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN_ROWS,
    gap: ROW_GAP,
    scrollMargin,
    initialRect: { width: window.innerWidth, height: window.innerHeight },
    // A row is as tall as its first card (grid rows stretch every card to the tallest).
    measureElement: (el) => el.getBoundingClientRect().height || ROW_ESTIMATE,
  });
  const rows = virtualizer.getVirtualItems();
  const painted = useItemsAfterPaint(items);
  const viewTop = virtualizer.scrollOffset ?? 0;
  const viewBottom = viewTop + (virtualizer.scrollRect?.height ?? window.innerHeight);
  const first = rows[0];
  const last = rows.at(-1);
  const before = first ? first.start - scrollMargin : 0;
  const after = last ? Math.max(0, virtualizer.getTotalSize() - (last.end - scrollMargin)) : 0;

  return (
    <ul
      ref={listRef}
      className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
      style={{ paddingTop: before, paddingBottom: after }}
      data-testid="experience-list"
    >
      {rows.flatMap((row) => {
        const onScreen = row.end > viewTop && row.start < viewBottom;
        const source = onScreen ? items : painted;
        const cells: ReactNode[] = [];
        for (let column = 0; column < columns; column++) {
          const index = row.index * columns + column;
          if (index >= count) break;
          const item = source[index] ?? items[index];
          cells.push(
            <li
              key={index}
              ref={column === 0 ? virtualizer.measureElement : undefined}
              data-index={column === 0 ? row.index : undefined}
              aria-setsize={count}
              aria-posinset={index + 1}
            >
              {item === undefined ? <ExperienceCardSkeleton /> : renderItem(item, index)}
            </li>,
          );
        }
        return cells;
      })}
    </ul>
  );
}
