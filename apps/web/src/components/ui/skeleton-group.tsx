import { Skeleton } from "@/components/ui/skeleton";

/**
 * The placeholder of a panel's content while its query loads: one skeleton block per entry of
 * `blocks` (each entry the block's size classes), laid out by `className`; hidden from assistive
 * technology as a whole.
 */
export function SkeletonGroup({ blocks, className }: { blocks: readonly string[]; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {blocks.map((block, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the blocks are static and may repeat a size.
        <Skeleton key={index} className={block} />
      ))}
    </div>
  );
}
