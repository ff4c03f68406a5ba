export { Modal, MODAL_SIZES, type ModalProps, type ModalSize } from './modal';
export { SidePanel, SIDE_PANEL_ARM_DELAY_MS, type SidePanelProps } from './side-panel';
export { clampPanelWidth, maxPanelWidth, SIDE_PANEL_DEFAULT_WIDTH, SIDE_PANEL_MIN_WIDTH, type PanelSide } from './side-panel-width';
export { Dropdown, type DropdownProps } from './dropdown';
export { ContextMenu, CONTEXT_MENU_OFFSET, CONTEXT_SUBMENU_OFFSET, type ContextMenuProps } from './context-menu';
export { Popover, type PopoverProps } from './popover';
export { HoverTip, type HoverTipProps } from './hover-tip';
export { FilterPanel, type FilterPanelProps } from './filter-panel';
export type { MenuEntry } from './menu-entry';
