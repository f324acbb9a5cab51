/** Skill list data: product, visual, motion and 3D design, and their tools. Format and markers: see skills.ts. */
export const designSkills: readonly string[] = [
  'Figma', '^Sketch', 'Adobe XD', 'Photoshop|Adobe Photoshop', 'Illustrator|Adobe Illustrator', 'InDesign',
  'After Effects', 'Premiere Pro|Adobe Premiere', 'Adobe Creative Suite|Adobe Creative Cloud',
  'UX/UI Design|UI/UX|UX/UI|UI/UX Design|UX Design|UI Design|user experience|user interface design|?UX|?UI',
  'Prototyping', 'Wireframing|wireframes', 'User Research|usability testing', 'Graphic Design',
  'Motion Design|motion graphics', 'Design Systems|design system', 'Interaction Design', 'Web Design',
  'Branding|brand identity|brand design|brand guidelines', 'Accessibility|WCAG|a11y', 'Canva', 'Blender',
  '3D Modeling|3D modelling', 'Video Editing|video production', 'Illustration', 'Animation',
  // Tools.
  'Framer', 'InVision', 'Zeplin', 'FigJam', 'Balsamiq', 'Axure|Axure RP', 'Procreate', 'Lightroom|Adobe Lightroom',
  'Final Cut Pro', 'DaVinci Resolve', 'Cinema 4D|C4D', 'Autodesk Maya|?Maya', '3ds Max|3D Studio Max', 'ZBrush',
  'Substance Painter|Adobe Substance|Substance 3D', 'AutoCAD', 'SketchUp', 'Revit', 'CorelDRAW', 'Affinity Designer',
  'Lottie', 'Spline 3D',
  // Practices.
  'Product Design', 'Visual Design', 'Typography', 'Information Architecture', 'Design Thinking', 'Service Design',
  'Journey Mapping|customer journey mapping|user journey mapping|user flows', 'Mobile Design|mobile app design',
  'Responsive Design|responsive web design', 'Logo Design', 'Print Design', 'Packaging Design', 'Photography',
  'Photo Editing|photo retouching|retouching', 'Storyboarding|storyboards', 'Character Design', 'Concept Art',
  'Game Design', 'Level Design', 'UX Writing|microcopy', 'Content Design', 'Presentation Design|pitch decks|pitch deck design',
  'Infographics', 'Art Direction', 'Creative Direction', 'Instructional Design|instructional designer|learning design',
  'Usability Heuristics|heuristic evaluation', 'Design Critique|design critiques',
];
