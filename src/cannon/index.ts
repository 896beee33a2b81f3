export {}
export { attachCargo, type CargoHandle, type CargoOptions } from './cargo.js'
export { attachFlooding, type FloodingAttachOptions, type FloodingHandle } from './flooding.js'
