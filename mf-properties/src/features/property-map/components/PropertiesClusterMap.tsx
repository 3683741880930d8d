import { useEffect, useRef } from 'react';
import 'ol/ol.css';
import Feature from 'ol/Feature';
import Map from 'ol/Map';
import View from 'ol/View';
import { boundingExtent } from 'ol/extent';
import Point from 'ol/geom/Point';
import TileLayer from 'ol/layer/Tile';
import VectorLayer from 'ol/layer/Vector';
import { fromLonLat } from 'ol/proj';
import Cluster from 'ol/source/Cluster';
import VectorSource from 'ol/source/Vector';
import XYZ from 'ol/source/XYZ';
import CircleStyle from 'ol/style/Circle';
import Fill from 'ol/style/Fill';
import Stroke from 'ol/style/Stroke';
import Style from 'ol/style/Style';
import Text from 'ol/style/Text';
import styles from './PropertyMap.module.css';

export type MapMarker = { id: string; latitude: number; longitude: number; path: string };

export type PropertiesClusterMapProps = {
  markers: readonly MapMarker[];
  /** XYZ template; null draws the markers on the plain background only. */
  tileUrl: string | null;
  attribution: string;
  label: string;
  /** Opens a property (a click on a single marker). */
  onOpen: (path: string) => void;
};

const styleCache = new globalThis.Map<number, Style>();

/** One red marker per property; markers close together merge into one numbered circle (OpenLayers' Cluster source). */
function clusterStyle(size: number): Style {
  const cached = styleCache.get(size);
  if (cached) return cached;
  const style = new Style({
    image: new CircleStyle({
      radius: size === 1 ? 8 : 12 + Math.min(size, 20) / 2,
      fill: new Fill({ color: '#b91c1c' }),
      stroke: new Stroke({ color: '#ffffff', width: 3 }),
    }),
    ...(size > 1
      ? {
          text: new Text({
            text: String(size),
            font: 'bold 13px sans-serif',
            fill: new Fill({ color: '#ffffff' }),
          }),
        }
      : {}),
  });
  styleCache.set(size, style);
  return style;
}

/**
 * The portfolio on one OpenLayers map, fitted to its markers. A cluster zooms in when clicked, a single marker
 * opens its property. Tiles are best effort (offline they fail quietly, the markers stay).
 */
export default function PropertiesClusterMap({
  markers,
  tileUrl,
  attribution,
  label,
  onOpen,
}: PropertiesClusterMapProps) {
  const target = useRef<HTMLDivElement>(null);
  const openRef = useRef(onOpen);
  openRef.current = onOpen;
  useEffect(() => {
    if (!target.current || markers.length === 0) return undefined;
    const features = markers.map((marker) => {
      const feature = new Feature(new Point(fromLonLat([marker.longitude, marker.latitude])));
      feature.set('path', marker.path);
      return feature;
    });
    const clusters = new VectorLayer({
      source: new Cluster({ distance: 40, source: new VectorSource({ features }) }),
      style: (feature) => clusterStyle((feature.get('features') as Feature[]).length),
    });
    const layers = tileUrl
      ? [
          new TileLayer({
            source: new XYZ({ url: tileUrl, crossOrigin: 'anonymous', attributions: attribution }),
          }),
          clusters,
        ]
      : [clusters];
    const map = new Map({
      target: target.current,
      layers,
      view: new View({ center: fromLonLat([4.47, 50.5]), zoom: 7 }),
    });
    const extent = boundingExtent(
      features.map((feature) => (feature.getGeometry() as Point).getCoordinates()),
    );
    map.getView().fit(extent, { padding: [40, 40, 40, 40], maxZoom: 15 });
    map.on('click', (event) => {
      void clusters.getFeatures(event.pixel).then((hits) => {
        const members = (hits[0]?.get('features') as Feature[] | undefined) ?? [];
        if (members.length === 1) openRef.current(String(members[0]!.get('path')));
        else if (members.length > 1) {
          const memberExtent = boundingExtent(
            members.map((member) => (member.getGeometry() as Point).getCoordinates()),
          );
          map.getView().fit(memberExtent, { padding: [60, 60, 60, 60], duration: 0, maxZoom: 17 });
        }
      });
    });
    return () => map.setTarget(undefined);
  }, [markers, tileUrl, attribution]);
  return (
    <figure className={styles.figure}>
      <div
        ref={target}
        className={styles.map}
        data-testid="properties-map"
        data-marker-count={markers.length}
      />
      <figcaption className={styles.caption}>{label}</figcaption>
    </figure>
  );
}
