/**
 * What a slot component renders once its data says it has nothing to show: the outlet's reserved
 * box (ComponentSlot.reserve) then folds away (base.css), so no empty space is left where content
 * was expected. Rendering null instead would keep the reserved box.
 */
export function SlotEmpty() {
  return <span className="wl-slot-empty" hidden />;
}
