/**
 * The heroes' drawings, one per page subject, in the hand of the site's pictures and the theme's colours (light and
 * dark). Each is an inline SVG with role img and a pt-BR label, 4:3, as wide as its container.
 */
export { BuildingAssembly } from './building-assembly';
export { FacadeUnits } from './facade-units';
export { FunnelBuildings } from './funnel-buildings';
export { LaunchSkyline } from './launch-skyline';
export { PlansDesk } from './plans-desk';
export { SorocabaMap } from './sorocaba-map';
