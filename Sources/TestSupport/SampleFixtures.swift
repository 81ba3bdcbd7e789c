/// A user's own chip group: white labels on mint #7FD1AE (1.80:1), not the seed's #F69000. The
/// audit suites and the baseline command's tests check that the catalog's baseline does not
/// accept it.
public let mintChipGroupFixture = """
  system: fiori
  component: chip-group
  theme:
    colors: {chip.selected.background: "#7FD1AE", chip.selected.border: "#7FD1AE"}
  variants:
    - name: mint
      layout: wrapped
      width: 280
      selection: multiple
      variation: multiple-selection
      chips:
        - label: Apples
          state: selected
        - Oranges
  """
